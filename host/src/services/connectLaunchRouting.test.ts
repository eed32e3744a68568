import { createLobbyBus } from '@lobby/bus';
import type { LobbyToShellMessage, Session } from '@lobby/shared';
import { connectLaunchRouting, gamePath } from './connectLaunchRouting';

function setup(session: Session) {
  const bus = createLobbyBus();
  const paths: string[] = [];
  const sent: LobbyToShellMessage[] = [];
  bus.on$('navigation:requested').subscribe(({ path }) => paths.push(path));
  bus.on$('shell:sendRequested').subscribe((message) => sent.push(message));
  bus.emit('session:changed', session);
  const disconnect = connectLaunchRouting(bus);
  return { bus, paths, sent, disconnect };
}

const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const GUEST: Session = { userId: null, sessionId: null, guest: true };

describe('connectLaunchRouting', () => {
  test('a player goes to the game route', () => {
    const { bus, paths, sent } = setup(PLAYER);
    bus.emit('game:launchRequested', { gameCode: 'g 1', aggregator: 'bragg' });
    expect(paths).toEqual([gamePath('bragg', 'g 1')]);
    expect(paths[0]).toBe('/games/bragg%3Ag%201');
    expect(sent).toEqual([]);
  });

  test('oryx is launched as bragg', () => {
    expect(gamePath('oryx', 'g1')).toBe(gamePath('bragg', 'g1'));
  });

  test('a guest is asked to log in', () => {
    const { bus, paths, sent } = setup(GUEST);
    bus.emit('game:launchRequested', { gameCode: 'g1', aggregator: 'bragg' });
    expect(paths).toEqual([]);
    expect(sent).toEqual([{ type: 'openLoginScreen' }]);
  });

  test('a guest may open a native game', () => {
    const { bus, paths, sent } = setup(GUEST);
    bus.emit('game:launchRequested', { gameCode: 'g1', aggregator: 'native' });
    expect(paths).toHaveLength(1);
    expect(sent).toEqual([]);
  });

  test('disconnect stops routing', () => {
    const { bus, paths, disconnect } = setup(PLAYER);
    disconnect();
    bus.emit('game:launchRequested', { gameCode: 'g1', aggregator: 'bragg' });
    expect(paths).toEqual([]);
  });
});
