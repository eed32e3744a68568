/** Raw lobby replies for the host's tests only: just enough for start-up and navigation. */
import type { RawBlock, RawGame, RawLobbyResponse, RawPage } from '@lobby/shared';
import { rawBlock as wireBlock, rawGame as wireGame, rawLobby as wireLobby } from '@lobby/testing';

export const FIXTURE_GAME: RawGame = wireGame();

export function rawBlock(overrides: Partial<RawBlock> & Pick<RawBlock, 'id' | 'type'>): RawBlock {
  return wireBlock({ slug: overrides.id, heading: `Heading ${overrides.id}`, tilesPerRow: 6, ...overrides });
}

export function rawLobby(pages: readonly RawPage[] = [], blocks: readonly RawBlock[] = []): RawLobbyResponse {
  return wireLobby({ pages, blocks, games: [FIXTURE_GAME] });
}
