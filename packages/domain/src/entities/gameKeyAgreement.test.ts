import type { RawSearchIndex } from '@lobby/shared';
import { rawBonus, rawGame, rawLobby } from '@lobby/testing';
import { availabilityIn, filterBonuses } from '../bonuses/filterBonuses';
import { gameOfRoutePath, gameRoutePath, gameWindowName } from '../launch/gameWindow';
import { createGameIndex } from '../lobby/gameIndex';
import { normaliseLobby } from '../lobby/normaliseLobby';
import { searchEntriesOf } from '../search/searchEntries';
import { favouriteKeySet, isFavouriteKey } from './favouriteKeys';
import { gameKey, parseGameKey } from './gameKey';
import { mergeRecentGames } from './recentGames';

/**
 * Every place the lobby reads a game key names the same game by it: the catalogue lookup,
 * favourites, recent games, the game route, the game window, the search index, bonuses. The
 * spellings differ in the three ways keys used to be read differently: letter case, the
 * aggregator alias, a separator inside the code.
 */
const lobby = normaliseLobby(
  rawLobby({
    games: [
      rawGame({ code: 'Abc:1', aggregator: 'oryx' }),
      rawGame({ code: 'Abc', aggregator: 'bragg' }),
      rawGame({ code: '1', aggregator: 'abc' }),
    ],
  }),
  { now: 0 },
);
const index = createGameIndex(lobby.games);
const STORED = 'bragg:Abc:1';

describe('one game key rule, read alike everywhere in the lobby', () => {
  test.each(['bragg:Abc:1', 'ORYX:Abc:1', 'oryx:abc:1', 'BRAGG:ABC:1', ':abc:1', 'Bragg:aBC:1'])(
    '%p names bragg:Abc:1 in every place',
    (spelling) => {
      const ref = parseGameKey(spelling);
      const routed = gameOfRoutePath(gameRoutePath(ref?.aggregator ?? '', ref?.code ?? ''));
      const searched = searchEntriesOf({
        locale: 'en',
        total: 1,
        serverSearch: false,
        suppliers: [{ code: 'oryx', name: 'Oryx' }],
        groups: [],
        games: [[spelling, 'Abc', 0, [], 0, 0, -1, 0]],
      } as RawSearchIndex);
      const bonus = filterBonuses([rawBonus({ type: 'Free Spin', games: [spelling] })], {
        now: 0,
        isGameAvailable: availabilityIn(index),
      });
      expect({
        lookup: index.byKey(spelling)?.key,
        favourite: isFavouriteKey(favouriteKeySet([spelling]), STORED),
        favouriteOfStored: isFavouriteKey(favouriteKeySet([STORED]), spelling),
        recentEntries: mergeRecentGames(
          [{ gameId: spelling, playedTimestampMs: 1 }],
          [{ gameId: STORED, playedTimestampMs: 2 }],
        ).length,
        route: routed === null ? null : index.byKey(gameKey(routed.aggregator, routed.code))?.key,
        window: ref === null ? null : gameWindowName(ref.aggregator, ref.code) === gameWindowName('bragg', 'Abc:1'),
        search: searched.map((entry) => index.byKey(entry.key)?.key),
        bonus: bonus.map((kept) => kept.games.map((game) => index.byKey(gameKey(game.aggregator, game.gameCode))?.key)),
      }).toEqual({
        lookup: STORED,
        favourite: true,
        favouriteOfStored: true,
        recentEntries: 1,
        route: STORED,
        window: true,
        search: [STORED],
        bonus: [[STORED]],
      });
    },
  );

  test.each<[string, string | undefined]>([
    // Split at the first separator: 'abc:1' is aggregator abc, code 1, not the code 'abc:1'.
    ['abc:1', 'abc:1'],
    ['bragg:Abc', 'bragg:Abc'],
    ['Abc', 'bragg:Abc'],
    ['bragg:Abc:1 ', undefined],
    ['bragg:Abc,1', undefined],
  ])('%p names %p, and no other game', (spelling, expected) => {
    expect(index.byKey(spelling)?.key).toBe(expected);
    expect(isFavouriteKey(favouriteKeySet([spelling]), STORED)).toBe(expected === STORED);
  });
});
