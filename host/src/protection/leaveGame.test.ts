import { createLobbyBus } from '@lobby/bus';
import { gameWindowName } from '@lobby/domain';
import { createLeaveGame } from './leaveGame';

function setup({ name = '', pathname = '/', closes = true }: { name?: string; pathname?: string; closes?: boolean }) {
  const bus = createLobbyBus();
  const paths: unknown[] = [];
  bus.on$('navigation:requested').subscribe((request) => paths.push(request));
  const window = {
    name,
    closed: false,
    location: { pathname } as Location,
    close: jest.fn(() => {
      if (closes) window.closed = true;
    }),
  };
  const leave = createLeaveGame(bus, { window, backTarget: () => '/slots' });
  return { leave, window, paths };
}

describe('createLeaveGame', () => {
  test('the game window the lobby opened closes', () => {
    const { leave, window, paths } = setup({ name: gameWindowName('bragg', 'gates'), pathname: '/desktop/games/bragg%3Agates' });
    leave();
    expect(window.close).toHaveBeenCalled();
    expect(paths).toEqual([]);
  });

  test('a game window the browser will not close goes home', () => {
    const { leave, paths } = setup({ name: gameWindowName('bragg', 'gates'), closes: false });
    leave();
    expect(paths).toEqual([{ path: '/', replace: true }]);
  });

  test.each(['/games/bragg%3Agates', '/mobile/games/bragg%3Agates'])(
    "the lobby's game route %s goes back to the lobby screen the player came from",
    (pathname) => {
      const { leave, window, paths } = setup({ pathname });
      leave();
      expect(paths).toEqual([{ path: '/slots', replace: true }]);
      expect(window.close).not.toHaveBeenCalled();
    },
  );

  test('a lobby screen (the game runs in a pop-up) stays where it is', () => {
    const { leave, window, paths } = setup({ pathname: '/slots' });
    leave();
    expect(paths).toEqual([]);
    expect(window.close).not.toHaveBeenCalled();
  });
});
