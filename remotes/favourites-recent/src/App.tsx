import { Trans } from '@lingui/react/macro';
import type { RemoteAppProps } from '@lobby/shared';

/** /favorites/{uuid} and /recent/{uuid}; the host mounts this remote at both. Screens land with their issue. */
export default function App({ basePath }: RemoteAppProps) {
  return (
    <section data-remote="favourites-recent" aria-labelledby="favourites-recent-title">
      <h1 id="favourites-recent-title">
        {basePath === '/recent' ? <Trans>Recent games</Trans> : <Trans>Favourites</Trans>}
      </h1>
    </section>
  );
}
