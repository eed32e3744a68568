import { useCatalogue } from '@lobby/i18n';
import { createLobbyStorage } from '@lobby/storage';
import { uiTexts, useBus } from '@lobby/ui';
import { useEffect, useState } from 'react';
import type { RemoteAppProps } from '@lobby/shared';
import { Route, Routes } from '@lobby/router';
import { ExitLoading } from './components/ExitLoading';
import { GameBridge } from './components/GameBridge';
import { GamePage } from './components/GamePage';
import { LaunchNotice } from './components/LaunchNotice';
import type { LaunchNotice as Notice } from './launch/connectLaunches';
import { LaunchController } from './launch/LaunchController';
import { LaunchNoticeContext } from './launch/LaunchNoticeContext';
import { forwardGameStartErrors } from './lobbyWindow/gameStartErrors';
import { useNewTabGameReturn } from './lobbyWindow/useNewTabGameReturn';
import { gamePlayerTexts } from './texts';

/**
 * game-player is resident (shared/src/routes.ts): the host mounts it once at the root on
 * every page, so the launch flow answers a tile's request wherever the player is, and the
 * game screens render on their own routes. Elsewhere it shows nothing.
 */
export default function App(_props: RemoteAppProps) {
  useCatalogue(uiTexts, gamePlayerTexts);
  const bus = useBus();
  useEffect(() => forwardGameStartErrors(bus, createLobbyStorage(), window), [bus]);
  useNewTabGameReturn();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <LaunchNoticeContext.Provider value={setNotice}>
      <LaunchController notify={setNotice} />
      <LaunchNotice notice={notice} onClose={() => setNotice(null)} />
      <Routes>
        <Route path="games/:gameKey" element={<GamePage titleId="game-player-title" />} />
        <Route
          path="game-bridge"
          element={
            <section data-remote="game-player" aria-labelledby="game-player-title">
              <GameBridge titleId="game-player-title" />
            </section>
          }
        />
        <Route path="*" element={<ExitLoading />} />
      </Routes>
    </LaunchNoticeContext.Provider>
  );
}
