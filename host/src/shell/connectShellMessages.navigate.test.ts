import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS, INVALID_TARGET_WARNING, NAVIGATE_DURING_GAME_WARNING, normaliseLobby } from '@lobby/domain';
import type { NavigateType } from '@lobby/shared';
import { rawBlock, rawLobby } from '../testing/lobbyFixture';
import { createNavigationHistory } from '../navigation/navigationHistory';
import { connectShellMessages } from './connectShellMessages';

const LOBBY = rawLobby(
  [
    { id: 'p1', slug: 'slots', title: 'Slots', blocks: ['b1'] },
    { id: 'p0', slug: 'home', title: 'Home', blocks: [] },
  ],
  [
    rawBlock({ id: 'b1', type: 'standard', heading: 'Top games' }),
    rawBlock({ id: 'r1', type: 'recent' }),
    rawBlock({ id: 'ban', type: 'banner' }),
  ],
);

function setup(loaded = true) {
  const bus = createLobbyBus();
  const warn = jest.fn();
  const paths: string[] = [];
  bus.on$('navigation:requested').subscribe(({ path }) => paths.push(path));
  const catalogue = normaliseLobby(LOBBY, { now: Date.parse('2025-01-01T00:00:00Z') });
  connectShellMessages(bus, {
    storage: { set: () => true },
    history: createNavigationHistory(),
    catalogue: () => catalogue,
    onInitialData: () => undefined,
    onCashierClosed: () => undefined,
    logger: { warn },
  });
  if (loaded) bus.emit('lobby:loadStateChanged', 'loaded');
  const navigate = (target: string | null, type: NavigateType = 'any') =>
    bus.emit('shell:received', { type: 'navigate', payload: { target, type } });
  return { bus, warn, paths, navigate };
}

describe('connectShellMessages: navigate', () => {
  test.each([
    ['slots', 'page', '/slots'],
    ['SLOTS', 'any', '/slots'],
    ['home', 'page', '/'],
    ['b1', 'block', '/listing-widget/b1?heading=Top+games'],
    ['r1', 'any', '/recent/r1'],
    ['ban', 'block', '/'],
    ['nowhere', 'any', '/'],
    ['slots', 'block', '/'],
  ] as const)('%s (%s) goes to %s', (target, type, path) => {
    const { paths, navigate, warn } = setup();
    navigate(target, type);
    expect(paths).toEqual([path]);
    expect(warn).not.toHaveBeenCalled();
  });

  test('the openGroup setting opens its block listing once loaded, once per value', () => {
    const { bus, paths } = setup(false);
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, openGroup: 'b1' });
    expect(paths).toEqual([]);
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(paths).toEqual(['/listing-widget/b1?heading=Top+games']);
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, openGroup: 'b1', theme: 'light' });
    expect(paths).toHaveLength(1);
  });

  test('an empty target is ignored with a warning', () => {
    const { paths, navigate, warn } = setup();
    navigate('  ');
    expect(paths).toEqual([]);
    expect(warn).toHaveBeenCalledWith(INVALID_TARGET_WARNING);
  });

  test('a target the shell left out is ignored with a warning (SPEC §8)', () => {
    const { paths, navigate, warn } = setup();
    navigate(null, 'page');
    expect(paths).toEqual([]);
    expect(warn).toHaveBeenCalledWith(INVALID_TARGET_WARNING);
  });

  test('a request during an active game is ignored with a warning', () => {
    const { bus, paths, navigate, warn } = setup();
    bus.emit('game:activeChanged', { gameCode: 'g1', aggregator: 'bragg' });
    navigate('slots');
    expect(paths).toEqual([]);
    expect(warn).toHaveBeenCalledWith(NAVIGATE_DURING_GAME_WARNING);
    bus.emit('game:activeChanged', null);
    navigate('slots');
    expect(paths).toEqual(['/slots']);
  });

  test('a request before the casino has loaded waits for it; the latest one wins', () => {
    const { bus, paths, navigate } = setup(false);
    navigate('nowhere');
    navigate('slots', 'page');
    expect(paths).toEqual([]);
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(paths).toEqual(['/slots']);
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(paths).toEqual(['/slots']);
  });

});
