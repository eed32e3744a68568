import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { createResidentStart } from './residentStart';

function setUp(exitLoading = false) {
  const bus = createLobbyBus();
  const idle: (() => void)[] = [];
  const start = createResidentStart(bus, {
    exitLoading,
    whenIdle: (task) => {
      idle.push(task);
      return () => idle.splice(idle.indexOf(task), 1);
    },
  });
  const starts: number[] = [];
  start.subscribe(() => starts.push(1));
  return { bus, idle, start, starts };
}

describe('createResidentStart (issue #12: game-player is not part of start-up)', () => {
  it('waits while nothing asks for it', () => {
    const { bus, start, idle } = setUp();
    bus.emit('lobby:loadStateChanged', 'loading');
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, openGame: null });
    expect(start.started()).toBe(false);
    expect(idle).toHaveLength(0);
  });

  it.each([
    ['a launch request nobody reads yet', (bus: ReturnType<typeof createLobbyBus>) => bus.emit('game:launchRequested', { gameCode: 'g', aggregator: 'bragg', source: { screen: 'home', block: null } })],
    ['settings that name a game to open', (bus: ReturnType<typeof createLobbyBus>) => bus.emit('settings:changed', { ...DEFAULT_SETTINGS, openGame: 'bragg-g' })],
  ])('starts on %s, once', (_name, act) => {
    const { bus, start, starts } = setUp();
    act(bus);
    act(bus);
    expect(start.started()).toBe(true);
    expect(starts).toHaveLength(1);
  });

  it('starts when the browser is idle after the lobby has loaded', () => {
    const { bus, start, idle, starts } = setUp();
    bus.emit('lobby:loadStateChanged', 'loaded');
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(start.started()).toBe(false);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(start.started()).toBe(true);
    expect(starts).toHaveLength(1);
  });

  it('cancels the idle start when something else started it first', () => {
    const { bus, start, idle } = setUp();
    bus.emit('lobby:loadStateChanged', 'loaded');
    start.start();
    expect(idle).toHaveLength(0);
  });

  it('starts at once on the exit loading', () => {
    expect(setUp(true).start.started()).toBe(true);
  });

  it('leaves the launch request for game-player', () => {
    const { bus } = setUp();
    bus.emit('game:launchRequested', { gameCode: 'g', aggregator: 'bragg', source: { screen: 'home', block: null } });
    const seen: unknown[] = [];
    bus.on$('game:launchRequested', 'game-player').subscribe((value) => seen.push(value));
    expect(seen).toEqual([{ gameCode: 'g', aggregator: 'bragg', source: { screen: 'home', block: null } }]);
  });
});
