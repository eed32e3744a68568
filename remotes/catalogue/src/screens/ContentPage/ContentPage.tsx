import { useLobby } from '@lobby/connected';
import { useParams } from 'react-router-dom';
import { ContentStateView } from '../../components/ContentStateView';
import { PageBlocks } from '../../components/PageBlocks';
import { contentLoadState } from '../../lobby/contentLoadState';
import { findPage } from '../../lobby/findPage';

/** /{slug}: a content page and its blocks. */
export function ContentPage() {
  const { slug = '' } = useParams();
  const lobby = useLobby()?.lobby;
  const page = lobby === undefined ? undefined : findPage(lobby, slug);
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
