import { Trans } from '@lingui/react/macro';
import { gameBridgeRelay } from '@lobby/domain';
import { useBus } from '@lobby/ui';
import { useEffect } from 'react';
import { useLocation } from '@lobby/router';

export interface GameBridgeProps {
  /** Id of the heading, which names the remote's section. */
  readonly titleId: string;
}

/**
 * /game-bridge (SPEC §2): a game provider's page loads it in the game's frame to reach the
 * lobby from its own origin; it relays the event of its query to the game page that frames
 * it (docs/game-window.md). With nothing to relay to, or nothing valid to relay, the shell
 * hears 'gameBridgeError'.
 */
export function GameBridge({ titleId }: GameBridgeProps) {
  const bus = useBus();
  const { search } = useLocation();
  useEffect(() => {
    const relay = gameBridgeRelay(search);
    const framed = window.parent !== window;
    if (relay.ok && framed) {
      window.parent.postMessage(relay.message, window.location.origin);
      return;
    }
    const message = relay.ok ? 'game-bridge: no game page frames this page' : relay.error;
    bus.emit('shell:sendRequested', { type: 'gameBridgeError', payload: { message } });
  }, [bus, search]);
  return (
    <h1 id={titleId}>
      <Trans id="game.fallbackTitle">Game</Trans>
    </h1>
  );
}
