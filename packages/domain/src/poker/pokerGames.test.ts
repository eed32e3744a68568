import { POKER_GAMES, POKER_GAME_IDS, isPokerGameId, pokerGameById, pokerGameDisplayName } from './pokerGames';

describe('poker games (SPEC §3)', () => {
  test.each<[keyof typeof POKER_GAME_IDS, number, string]>([
    ['World', 1, 'World'],
    ['Texas', 2, 'Texas'],
    ['StarSeat', 3, 'StarSeat'],
    ['CowBoy', 10, 'Poker Flip'],
    ['Allin', 20, 'Allin'],
    ['HumanBoy', 30, 'HumanBoy'],
    ['ZoomTexas', 40, 'ZoomTexas'],
    ['ZoomTexasMax', 49, 'ZoomTexasMax'],
    ['VideoCowboy', 50, 'Poker Flips Live'],
    ['Bet', 60, 'Bet'],
    ['PokerMaster', 70, 'PokerMaster'],
    ['Jackfruit', 80, 'Jackfruit'],
    ['Plo', 90, 'Plo'],
    ['Plo5', 91, 'Plo5'],
    ['Mtt', 900, 'Mtt'],
    ['World_WPTO', 1001, 'World_WPTO'],
    ['Data', 10101, 'Data'],
    ['CaribbeanStud', 6001, 'CaribbeanStud'],
    ['CaribbeanHoldem', 6002, 'CaribbeanHoldem'],
  ])('%s = %p shown as %p', (name, id, displayName) => {
    expect(POKER_GAME_IDS[name]).toBe(id);
    expect(pokerGameById(id)).toEqual({ name, id, displayName });
    expect(pokerGameDisplayName(id)).toBe(displayName);
  });

  test('the list is complete and ids are unique', () => {
    expect(POKER_GAMES).toHaveLength(19);
    expect(new Set(POKER_GAMES.map((game) => game.id)).size).toBe(19);
  });

  test.each<[unknown, boolean]>([
    [10, true],
    [0, false],
    ['10', false],
    [10.5, false],
    [Number.NaN, false],
    [null, false],
  ])('isPokerGameId(%p) -> %p', (value, expected) => {
    expect(isPokerGameId(value)).toBe(expected);
    expect(pokerGameDisplayName(value) !== null).toBe(expected);
  });
});
