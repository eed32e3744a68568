export { rawBanner, rawBlock, rawBonus, rawGame, rawLink, rawLobby, rawPokerBanner } from './rawWire';
export { fakeGamesServer } from './fakeGamesServer';
export type { FakeGamesFilter } from './fakeGamesServer';
export { fakeSearchIndex } from './fakeSearchIndex';
