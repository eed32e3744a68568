import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS, LAUNCH_DEBOUNCE_MS, type LaunchEnvironment } from '@lobby/domain';
import type { BusEventMap, BusEventType, LobbySettings, Session } from '@lobby/shared';
import { connectLaunches } from './connectLaunches';

const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const GUEST: Session = { userId: null, sessionId: null, guest: true };
const BROWSER: LaunchEnvironment = { shellTransport: null, displayStandalone: false };

function setup(session: Session, settings: Partial<LobbySettings> = {}, environment: LaunchEnvironment = BROWSER) {
  const bus = createLobbyBus();
  bus.emit('settings:changed', { ...DEFAULT_SETTINGS, ...settings });
  bus.emit('session:changed', session);
  let clock = 1_000_000;
  const logger = { warn: jest.fn() };
  const disconnect = connectLaunches(bus, { environment: () => environment, logger, now: () => clock });
  const seen = <K extends BusEventType>(type: K) => {
    const values: BusEventMap[K][] = [];
    bus.on$(type).subscribe((value) => values.push(value));
    return values;
  };
  const sent = seen('shell:sendRequested');
  const paths = seen('navigation:requested');
  const launch = (gameCode: string, aggregator = 'bragg') => bus.emit('game:launchRequested', { gameCode, aggregator });
  return { bus, logger, disconnect, sent, paths, launch, advance: (ms: number) => (clock += ms) };
}

describe('connectLaunches', () => {
  test('a player on desktop opens the game route', () => {
    const { launch, paths, sent } = setup(PLAYER);
    launch('g 1');
    expect(paths).toEqual([{ path: '/games/bragg%3Ag%201', replace: false }]);
    expect(sent).toEqual([]);
  });

  test('on mobile the game route replaces the lobby screen', () => {
    const { launch, paths } = setup(PLAYER, { platform: 'mobile' });
    launch('g1');
    expect(paths).toEqual([{ path: '/games/bragg%3Ag1', replace: true }]);
  });

  test('an alias is launched under its aggregator', () => {
    const { launch, paths } = setup(PLAYER);
    launch('g1', 'oryx');
    expect(paths).toEqual([{ path: '/games/bragg%3Ag1', replace: false }]);
  });

  test('a guest is asked to log in (step 1)', () => {
    const { launch, paths, sent } = setup(GUEST);
    launch('g1');
    expect(paths).toEqual([]);
    expect(sent).toEqual([{ type: 'openLoginScreen' }]);
  });

  test('a native game is opened by the app, for guests too (step 2)', () => {
    const { launch, sent, paths } = setup(GUEST);
    launch('poker', 'native');
    expect(sent).toEqual([{ type: 'openCasinoGame', payload: { gameCode: 'poker', aggregator: 'native' } }]);
    expect(paths).toEqual([]);
  });

  test('an unsupported mini-game id off the app is refused with a warning (step 3)', () => {
    const { launch, sent, logger } = setup(PLAYER);
    launch('12', 'haba');
    expect(sent).toEqual([]);
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining('Supported ids'));
  });

  test('iOS Safari outside the home screen asks for a shortcut (step 4)', () => {
    const { launch, sent } = setup(PLAYER, { platformType: 'ios' });
    launch('g1');
    expect(sent).toEqual([{ type: 'addShortcut', payload: { gameCode: 'g1', aggregator: 'bragg' } }]);
  });

  test('missing credentials: open-game-failed with the SPEC status text (step 5)', () => {
    const { launch, sent, paths } = setup({ userId: 'u1', sessionId: null, guest: false });
    launch('g1');
    expect(paths).toEqual([]);
    expect(sent).toEqual([
      {
        type: 'openCasinoGameFailed',
        payload: {
          gameCode: 'g1',
          aggregator: 'bragg',
          statusText: 'Invalid user credentials provided. userId: u1 or sessionId: null',
        },
      },
    ]);
  });

  test('launches within the debounce count once; a later one acts again', () => {
    const { launch, paths, advance } = setup(PLAYER);
    launch('g1');
    advance(LAUNCH_DEBOUNCE_MS - 1);
    launch('g2');
    expect(paths).toHaveLength(1);
    advance(1);
    launch('g2');
    expect(paths.map(({ path }) => path)).toEqual(['/games/bragg%3Ag1', '/games/bragg%3Ag2']);
  });

  test('a close request ends the active game, once', () => {
    const { bus } = setup(PLAYER);
    const active: unknown[] = [];
    bus.emit('game:activeChanged', { gameCode: 'g1', aggregator: 'bragg' });
    bus.on$('game:activeChanged').subscribe((game) => active.push(game));
    bus.emit('game:closeRequested', { reason: 'backToLobby' });
    bus.emit('game:closeRequested', { reason: 'backToLobby' });
    expect(active).toEqual([{ gameCode: 'g1', aggregator: 'bragg' }, null]);
  });

  test('disconnect stops listening', () => {
    const { launch, paths, disconnect } = setup(PLAYER);
    disconnect();
    launch('g1');
    expect(paths).toEqual([]);
  });
});
