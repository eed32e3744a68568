import type { Game } from '@lobby/domain';
import { useCallback, useEffect, useState } from 'react';
import { useLobby, useLobbyStore } from '../lobby/useLobby';

export interface GameFacts {
  /** 'failed' when the server could not be asked or no longer offers the game. */
  readonly status: 'loading' | 'ready' | 'failed';
  /** The game as GET games has it now, facts and bet range included; null until then. */
  readonly game: Game | null;
  /** Asks again (after a failure). */
  readonly retry: () => void;
}

interface Answer {
  readonly request: string;
  readonly game: Game | null;
}

/**
 * A game's facts, asked of the server when the info panel opens (the lobby reply carries
 * none): GET games by its key, in the lobby's scope, again for a new lobby (another locale's
 * rules text). What the lobby already knows of the game is its readers' to show meanwhile.
 */
export function useGameFacts(key: string): GameFacts {
  const store = useLobbyStore();
  const view = useLobby();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const request = `${key}#${String(attempt)}`;

  useEffect(() => {
    const details = store.games.details;
    if (view === undefined) return undefined;
    let current = true;
    const settle = (game: Game | null) => {
      if (current) setAnswer({ request, game });
    };
    if (details === undefined) settle(null);
    else details(key).then(settle, () => settle(null));
    return () => {
      current = false;
    };
  }, [store, view, key, request]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  if (answer === null || answer.request !== request) return { status: 'loading', game: null, retry };
  return { status: answer.game === null ? 'failed' : 'ready', game: answer.game, retry };
}
