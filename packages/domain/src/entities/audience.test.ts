import type { UserStatus } from '@lobby/shared';
import { lobbyRequestStatuses, visitorStatuses, type AudienceContext } from './audience';

const IDS = { userId: 'u1', sessionId: 's1' } as const;
const guest: AudienceContext = { guestMode: true, userStatuses: null, ...IDS };
const player: AudienceContext = { guestMode: false, userStatuses: null, ...IDS };
const depositor: AudienceContext = { guestMode: false, userStatuses: ['FirstDeposit'], ...IDS };
/** Not a guest by the flag, but without the ids a player is identified by (isSignedIn). */
const noIds: AudienceContext = { guestMode: false, userStatuses: ['FirstDeposit'], userId: null, sessionId: null };

describe('visitorStatuses', () => {
  test.each<[AudienceContext, UserStatus[]]>([
    [guest, ['Always', 'Guest']],
    [player, ['Always', 'LoggedIn']],
    [depositor, ['Always', 'LoggedIn', 'FirstDeposit']],
    [{ guestMode: true, userStatuses: ['FirstDeposit', 'Guest'], ...IDS }, ['Always', 'Guest']],
    // Not signed in without the ids, whatever the flag says: a guest's content.
    [noIds, ['Always', 'Guest']],
  ])('%p -> %p', (context, expected) => {
    expect([...visitorStatuses(context)]).toEqual(expected);
  });
});

describe('lobbyRequestStatuses (SPEC §3/§7: the statuses the lobby request sends)', () => {
  test.each<[AudienceContext, UserStatus[]]>([
    [guest, ['Guest']],
    [player, ['LoggedIn']],
    [depositor, ['LoggedIn', 'FirstDeposit']],
    // Sent twice, or already implied by the guest flag: once.
    [
      { guestMode: false, userStatuses: ['FirstDeposit', 'LoggedIn', 'FirstDeposit'], ...IDS },
      ['LoggedIn', 'FirstDeposit'],
    ],
    // 'Always' is every visitor's; the request leaves it implied.
    [{ guestMode: false, userStatuses: ['Always'], ...IDS }, ['LoggedIn']],
    // The guest flag is the authority over what the shell reported.
    [{ guestMode: true, userStatuses: ['LoggedIn', 'FirstDeposit'], ...IDS }, ['Guest']],
    [{ guestMode: false, userStatuses: ['Guest'], ...IDS }, ['LoggedIn']],
    [{ guestMode: true, userStatuses: [], ...IDS }, ['Guest']],
    [noIds, ['Guest']],
  ])('%p -> %p', (context, expected) => {
    expect(lobbyRequestStatuses(context)).toEqual(expected);
  });
});
