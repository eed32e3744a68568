import type { UserStatus } from '@lobby/shared';
import { isVisibleToAudience, visitorStatuses, type AudienceContext } from './audience';

const guest: AudienceContext = { guestMode: true, userStatuses: null };
const player: AudienceContext = { guestMode: false, userStatuses: null };
const depositor: AudienceContext = { guestMode: false, userStatuses: ['FirstDeposit'] };

describe('isVisibleToAudience', () => {
  test.each<[readonly UserStatus[], AudienceContext, boolean]>([
    [[], guest, true],
    [[], player, true],
    [['Always'], guest, true],
    [['Always'], player, true],
    [['Guest'], guest, true],
    [['Guest'], player, false],
    [['LoggedIn'], guest, false],
    [['LoggedIn'], player, true],
    [['FirstDeposit'], player, false],
    [['FirstDeposit'], depositor, true],
    [['Guest', 'FirstDeposit'], depositor, true],
    [['LoggedIn'], { guestMode: true, userStatuses: ['LoggedIn'] }, false],
    [['Guest'], { guestMode: false, userStatuses: ['Guest'] }, false],
  ])('%p for %p -> %p', (audiences, context, expected) => {
    expect(isVisibleToAudience(audiences, context)).toBe(expected);
  });
});

describe('visitorStatuses', () => {
  test.each<[AudienceContext, UserStatus[]]>([
    [guest, ['Always', 'Guest']],
    [player, ['Always', 'LoggedIn']],
    [depositor, ['Always', 'LoggedIn', 'FirstDeposit']],
    [{ guestMode: true, userStatuses: ['FirstDeposit', 'Guest'] }, ['Always', 'Guest']],
  ])('%p -> %p', (context, expected) => {
    expect([...visitorStatuses(context)]).toEqual(expected);
  });
});
