import { Trans } from '@lingui/react/macro';
import { useCatalogue } from '@lobby/i18n';
import type { RemoteAppProps } from '@lobby/shared';
import { Route, Routes } from 'react-router-dom';
import { GamePage } from './components/GamePage';
import { gamePlayerTexts } from './texts';

/**
 * The game routes below basePath ('/games'). For now only /games/{key}: it marks the game
 * active and tells the shell; the launch flow (iframe, desktop pop-up, /game-bridge)
 * lands with its own issue. Routes are relative because the host mounts a splat route.
 */
export default function App(_props: RemoteAppProps) {
  useCatalogue(gamePlayerTexts);
  return (
    <section data-remote="game-player" aria-labelledby="game-player-title">
      <Routes>
        <Route path=":gameKey" element={<GamePage titleId="game-player-title" />} />
        <Route
          path="*"
          element={
            <h1 id="game-player-title">
              <Trans>Game</Trans>
            </h1>
          }
        />
      </Routes>
    </section>
  );
}
