import type { LobbyLoadState, PlayerActionRefusal, Session } from '@lobby/shared';
import { gatePlayerAction, type PlayerActionDecision, type PlayerActionKind, type ProtectionFacts } from './playerActionGate';

const player: Session = { userId: 'p1', sessionId: 's1', guest: false };
const guest: Session = { userId: null, sessionId: null, guest: true };
const allowed: PlayerActionDecision = { allowed: true };
const refused = (reason: PlayerActionRefusal): PlayerActionDecision => ({ allowed: false, reason });

describe('gatePlayerAction', () => {
  test.each<[string, PlayerActionKind, Session | null | undefined, LobbyLoadState, PlayerActionDecision]>([
    ['a signed-in player launches', 'launch', player, 'loaded', allowed],
    ['a signed-in player toggles a favourite', 'favourite', player, 'loaded', allowed],
    ['a play is recorded', 'recordPlay', player, 'loaded', allowed],
    ['a launch before the lobby loaded passes (the launch flow queues it)', 'launch', player, 'loading', allowed],
    ['a guest is sent to log in', 'launch', guest, 'loaded', refused('guest')],
    ['a guest has no favourites to toggle', 'favourite', guest, 'loaded', refused('guest')],
    ['nor plays to record', 'recordPlay', guest, 'loaded', refused('guest')],
    ['a session not known yet counts as a guest', 'launch', undefined, 'loading', refused('guest')],
    ['a missing session id', 'launch', { userId: 'p1', sessionId: null, guest: false }, 'loaded', refused('credentials')],
    ['a blank user id', 'favourite', { userId: '  ', sessionId: 's1', guest: false }, 'loaded', refused('credentials')],
    ['guest mode wins over ids', 'launch', { userId: 'p1', sessionId: 's1', guest: true }, 'loaded', refused('guest')],
    ['maintenance stops a launch', 'launch', player, 'maintenance', refused('maintenance')],
    ['and a favourite toggle', 'favourite', player, 'maintenance', refused('maintenance')],
    ['but a play made is still recorded', 'recordPlay', player, 'maintenance', allowed],
  ])('%s', (_name, kind, session, loadState, expected) => {
    expect(gatePlayerAction(kind, { session, loadState })).toEqual(expected);
  });
});

const NOW = Date.parse('2026-11-28T12:00:00Z');
const limit = (used: number, resetsAt = '2026-11-29T00:00:00Z') => ({ amount: 100, used, period: 'day' as const, resetsAt });
const protection = (state: Partial<ProtectionFacts['state']>): ProtectionFacts => ({
  state: { exclusion: null, lossLimit: null, ...state },
  now: NOW,
});
const selfExcluded = protection({ exclusion: { kind: 'selfExcluded', until: '2027-05-28T12:00:00Z' } });
const excludedForEver = protection({ exclusion: { kind: 'selfExcluded', until: null } });
const coolingOff = protection({ exclusion: { kind: 'coolOff', until: '2026-11-29T12:00:00Z' } });
const coolOffOver = protection({ exclusion: { kind: 'coolOff', until: '2026-11-28T11:59:59Z' } });
const lossLimitReached = protection({ lossLimit: limit(100) });
const lossLimitLeft = protection({ lossLimit: limit(99.99) });
const lossLimitReset = protection({ lossLimit: limit(150, '2026-11-28T12:00:00Z') });

describe('gatePlayerAction with play for fun and player protection (issue #34)', () => {
  test.each<[string, PlayerActionKind, Session, LobbyLoadState, ProtectionFacts | null, PlayerActionDecision]>([
    ['a guest may play for fun', 'launchFun', guest, 'loaded', null, allowed],
    ['so may a player without both ids', 'launchFun', { userId: 'p1', sessionId: null, guest: false }, 'loaded', null, allowed],
    ['not in maintenance', 'launchFun', guest, 'maintenance', null, refused('maintenance')],
    ['a self-excluded player is refused a real game', 'launch', player, 'loaded', selfExcluded, refused('selfExcluded')],
    ['and a fun one', 'launchFun', player, 'loaded', selfExcluded, refused('selfExcluded')],
    ['an exclusion without an end holds', 'launch', player, 'loaded', excludedForEver, refused('selfExcluded')],
    ['a cool-off refuses a launch', 'launch', player, 'loaded', coolingOff, refused('coolOff')],
    ['a cool-off that ended does not', 'launch', player, 'loaded', coolOffOver, allowed],
    ['a loss limit reached refuses real money', 'launch', player, 'loaded', lossLimitReached, refused('lossLimit')],
    ['but not fun money', 'launchFun', player, 'loaded', lossLimitReached, allowed],
    ['a limit with money left passes', 'launch', player, 'loaded', lossLimitLeft, allowed],
    ['a limit whose period reset passes', 'launch', player, 'loaded', lossLimitReset, allowed],
    ['favourites are not protection', 'favourite', player, 'loaded', selfExcluded, allowed],
    ['nor is a record of a play made', 'recordPlay', player, 'loaded', coolingOff, allowed],
    ['a guest is sent to log in before protection counts', 'launch', guest, 'loaded', selfExcluded, refused('guest')],
  ])('%s', (_name, kind, session, loadState, facts, expected) => {
    expect(gatePlayerAction(kind, { session, loadState, protection: facts })).toEqual(expected);
  });
});
