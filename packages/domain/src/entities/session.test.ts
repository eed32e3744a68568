import type { Session } from '@lobby/shared';
import { isSignedIn, sessionOf } from './session';

describe('isSignedIn (the one rule for a logged-in player)', () => {
  test.each<[string, Session | null | undefined, boolean]>([
    ['a player with both ids', { userId: 'u1', sessionId: 's1', guest: false }, true],
    ['a guest, even with ids', { userId: 'u1', sessionId: 's1', guest: true }, false],
    ['no user id', { userId: null, sessionId: 's1', guest: false }, false],
    ['no session id', { userId: 'u1', sessionId: null, guest: false }, false],
    ['neither id', { userId: null, sessionId: null, guest: false }, false],
    ['a blank user id', { userId: '', sessionId: 's1', guest: false }, false],
    ['a user id of spaces', { userId: '  ', sessionId: 's1', guest: false }, false],
    ['a blank session id', { userId: 'u1', sessionId: ' ', guest: false }, false],
    ['a guest without ids', { userId: null, sessionId: null, guest: true }, false],
    ['no session published yet', undefined, false],
    ['null', null, false],
  ])('%s → %p', (_case, session, expected) => {
    expect(isSignedIn(session)).toBe(expected);
  });
});

describe('sessionOf', () => {
  test("the settings' ids and guest flag", () => {
    expect(sessionOf({ userId: 'u', sessionId: 's', guestMode: true })).toEqual({
      userId: 'u',
      sessionId: 's',
      guest: true,
    });
  });
});
