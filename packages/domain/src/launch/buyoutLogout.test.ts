import { buyoutLogoutGameId, type BuyoutLogoutInput } from './buyoutLogout';

const DUE: BuyoutLogoutInput = { playMode: true, signedIn: true, onGameRoute: false, miniGameId: 10, done: new Set() };

describe('buyoutLogoutGameId', () => {
  test.each<[string, Partial<BuyoutLogoutInput>, number | null]>([
    ['play mode, logged in, in the lobby, a supported table', {}, 10],
    ['not in play mode', { playMode: false }, null],
    ['a guest', { signedIn: false }, null],
    ['on a game route', { onGameRoute: true }, null],
    ['sent already', { done: new Set([10]) }, null],
    ['another table after one was sent', { done: new Set([10]), miniGameId: 2 }, 2],
    ['no table', { miniGameId: 0 }, null],
    ['an unsupported id', { miniGameId: 11 }, null],
  ])('%s: %p', (_name, change, expected) => {
    expect(buyoutLogoutGameId({ ...DUE, ...change })).toBe(expected);
  });
});
