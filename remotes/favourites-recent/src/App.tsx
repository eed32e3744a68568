import { ActionSourceProvider, connectedTexts } from '@lobby/connected';
import { useCatalogue } from '@lobby/i18n';
import type { RemoteAppProps } from '@lobby/shared';
import { uiTexts } from '@lobby/ui';
import { Route, Routes } from '@lobby/router';
import { PlayerGamesScreen } from './screens/PlayerGamesScreen';
import { favouritesRecentTexts } from './texts';

/**
 * /favorites/{widget_uuid} and /recent/{widget_uuid} (SPEC §2): the host mounts this remote
 * at both, and basePath says which list it shows. Without an id the screen still shows the
 * player's list under its own name.
 */
export default function App({ basePath }: RemoteAppProps) {
  useCatalogue(uiTexts, connectedTexts, favouritesRecentTexts);
  const list = basePath === '/recent' ? 'recent' : 'favorites';
  return (
    <ActionSourceProvider screen={list}>
      <Routes>
        <Route index element={<PlayerGamesScreen list={list} />} />
        <Route path=":widgetId" element={<PlayerGamesScreen list={list} />} />
      </Routes>
    </ActionSourceProvider>
  );
}
