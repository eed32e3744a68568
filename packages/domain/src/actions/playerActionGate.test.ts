import type { LobbyLoadState, Session } from '@lobby/shared';
import { gatePlayerAction, type PlayerActionDecision, type PlayerActionKind } from './playerActionGate';

const player: Session = { userId: 'p1', sessionId: 's1', guest: false };
const guest: Session = { userId: null, sessionId: null, guest: true };
const allowed: PlayerActionDecision = { allowed: true };
const refused = (reason: 'guest' | 'credentials' | 'maintenance'): PlayerActionDecision => ({ allowed: false, reason });

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
