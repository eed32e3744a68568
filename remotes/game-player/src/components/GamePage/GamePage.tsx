import { Trans } from '@lingui/react/macro';
import { useLobby } from '@lobby/connected';
import { parseGameKey, ROOT_PATH } from '@lobby/domain';
import type { GameRef } from '@lobby/shared';
import { Button, useBus } from '@lobby/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useActiveGame } from './useActiveGame';

export interface GamePageProps {
  /** Id of the heading, which names the remote's section. */
  readonly titleId: string;
}

/** /games/{aggregator:code}: a placeholder for the launch flow that names the game. */
export function GamePage({ titleId }: GamePageProps) {
  const bus = useBus();
  const { gameKey = '' } = useParams();
  const ref = useMemo(() => parseGameKey(gameKey), [gameKey]);
  const game: GameRef | null = useMemo(() => (ref === null ? null : { gameCode: ref.code, aggregator: ref.aggregator }), [ref]);
  const title = useGameTitle(gameKey) ?? ref?.code;
  useActiveGame(game);

  const backToLobby = () => {
    bus.emit('game:activeChanged', null);
    bus.emit('navigation:requested', { path: ROOT_PATH });
  };

  return (
    <>
      <h1 id={titleId}>{title === undefined ? <Trans>Game</Trans> : title}</h1>
      <Button onClick={backToLobby}>
        <Trans>Back to lobby</Trans>
      </Button>
    </>
  );
}

/** The catalogue's title for the key, or undefined until the lobby arrives or if it lacks the game. */
function useGameTitle(gameKey: string): string | undefined {
  return useLobby()?.gameIndex.byKey(gameKey)?.title;
}
