import { Trans } from '@lingui/react/macro';
import { useCatalogue } from '@lobby/i18n';
import type { RemoteAppProps } from '@lobby/shared';
import { favouritesRecentTexts } from './texts';

/** /favorites/{uuid} and /recent/{uuid}; the host mounts this remote at both. Screens land with their issue. */
export default function App({ basePath }: RemoteAppProps) {
  useCatalogue(favouritesRecentTexts);
  return (
    <section data-remote="favourites-recent" aria-labelledby="favourites-recent-title">
      <h1 id="favourites-recent-title">
        {basePath === '/recent' ? <Trans>Recent games</Trans> : <Trans>Favourites</Trans>}
      </h1>
    </section>
  );
}
