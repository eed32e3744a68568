import { Trans } from '@lingui/react/macro';
import type { RemoteAppProps } from '@lobby/shared';

/** The game routes (/games/{code}, the desktop pop-up, /game-bridge). The launch flow lands with its issue. */
export default function App(_props: RemoteAppProps) {
  return (
    <section data-remote="game-player" aria-labelledby="game-player-title">
      <h1 id="game-player-title">
        <Trans>Game</Trans>
      </h1>
    </section>
  );
}
