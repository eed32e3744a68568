import { useLobby } from '@lobby/connected';
import { pagePath, ROOT_PATH } from '@lobby/domain';
import { Navigate, useParams } from '@lobby/router';
import { ContentStateView } from '../../components/ContentStateView';
import { PageBlocks } from '../../components/PageBlocks';
import { contentLoadState } from '../../lobby/contentLoadState';
import { findPage } from '../../lobby/findPage';
import { withBasePath } from '../../lobby/paths';
import { useBasePath } from '../../lobby/useBasePath';

/** /{slug}: a content page and its blocks; the home page's slug leads to the root, its one address. */
export function ContentPage() {
  const { slug = '' } = useParams();
  const basePath = useBasePath();
  const lobby = useLobby()?.lobby;
  const page = lobby === undefined ? undefined : findPage(lobby, slug);
  if (pagePath(slug) === ROOT_PATH) return <Navigate to={withBasePath(basePath, ROOT_PATH)} replace />;
  return (
    <ContentStateView
      state={contentLoadState(lobby !== undefined, page !== undefined)}
      renderLoaded={() =>
        page !== undefined && (
          <>
            <h1>{page.title}</h1>
            <PageBlocks blocks={page.blocks} />
          </>
        )
      }
    />
  );
}
