import { returnsFromNewTabGame, type NewTabGameReturnInput } from './newTabGameReturn';

const BACK: NewTabGameReturnInput = { visible: true, platformType: 'ios', gameActive: true, onGameRoute: false };

describe('returnsFromNewTabGame', () => {
  test.each<[string, Partial<NewTabGameReturnInput>, boolean]>([
    ['an iOS lobby visible again with a new-tab game', {}, true],
    ['still hidden', { visible: false }, false],
    ['on Android', { platformType: 'android' }, false],
    ['on the web', { platformType: 'web' }, false],
    ['before settings arrive', { platformType: undefined }, false],
    ['without an active game', { gameActive: false }, false],
    ['the game page itself', { onGameRoute: true }, false],
  ])('%s: %p', (_name, change, expected) => {
    expect(returnsFromNewTabGame({ ...BACK, ...change })).toBe(expected);
  });
});
