import {
  INVALID_TARGET_WARNING,
  NAVIGATE_DURING_GAME_WARNING,
  decideNavigation,
  type NavigationDecision,
  type NavigationState,
} from './navigationRequest';

const ready: NavigationState = { gameActive: false, casinoLoaded: true };

describe('decideNavigation (SPEC §2, §5)', () => {
  test.each<[unknown, NavigationState, NavigationDecision]>([
    ['slots', ready, { kind: 'navigate', target: 'slots' }],
    ['  slots  ', ready, { kind: 'navigate', target: 'slots' }],
    ['🃏', ready, { kind: 'navigate', target: '🃏' }],
    ['slots', { gameActive: false, casinoLoaded: false }, { kind: 'defer', target: 'slots' }],
    ['slots', { gameActive: true, casinoLoaded: true }, { kind: 'ignore', warning: NAVIGATE_DURING_GAME_WARNING }],
    ['', ready, { kind: 'ignore', warning: INVALID_TARGET_WARNING }],
    ['   ', ready, { kind: 'ignore', warning: INVALID_TARGET_WARNING }],
    [undefined, ready, { kind: 'ignore', warning: INVALID_TARGET_WARNING }],
    [null, ready, { kind: 'ignore', warning: INVALID_TARGET_WARNING }],
    [42, ready, { kind: 'ignore', warning: INVALID_TARGET_WARNING }],
    [{ target: 'x' }, ready, { kind: 'ignore', warning: INVALID_TARGET_WARNING }],
    // an invalid target is reported as such even during a game
    ['', { gameActive: true, casinoLoaded: true }, { kind: 'ignore', warning: INVALID_TARGET_WARNING }],
  ])('%p with %p -> %p', (target, state, expected) => {
    expect(decideNavigation(target, state)).toEqual(expected);
  });

  test('the SPEC texts', () => {
    expect(INVALID_TARGET_WARNING).toBe('Invalid target');
    expect(NAVIGATE_DURING_GAME_WARNING).toBe('Navigate action not allowed during active game session');
  });
});
