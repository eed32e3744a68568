// Test-only: a small raw lobby for this package's tests.
import { normaliseLobby } from '@lobby/domain';
import type { Game } from '@lobby/domain';
import type { RawGame, RawLobbyResponse } from '@lobby/shared';
import { rawGame, rawLobby } from '@lobby/testing';

const IMAGES = { desktop: 'https://img.test/d.png', mobile: 'https://img.test/m.png' } as const;

export const ALPHA = rawGame({
  code: 'alpha',
  title: 'Alpha',
  image: IMAGES,
  featuredImage: { desktop: 'https://img.test/wide.png', mobile: null },
  playingCount: 5,
});
export const BRAVO = rawGame({ code: 'bravo', title: 'Bravo', image: IMAGES, playingCount: 50 });
export const CHARLIE = rawGame({ code: 'charlie', title: 'Charlie', aggregator: 'haba', supplier: 'haba', image: IMAGES });

export function lobbyFixture(overrides: Partial<RawLobbyResponse> = {}): RawLobbyResponse {
  return rawLobby({ games: [ALPHA, BRAVO, CHARLIE], ...overrides });
}

/** One wire game as the lobby store would hand it out. */
export function gameOf(raw: RawGame): Game {
  const [game] = normaliseLobby(rawLobby({ games: [raw] }), { now: 0 }).games;
  if (game === undefined) throw new Error(`The fixture game ${raw.code} did not normalise.`);
  return game;
}
