import { createLobbyBus } from '@lobby/bus';
import type { Session } from '@lobby/shared';
import type { PlayerActionDecision } from '@lobby/domain';
import { connectFavourites, type RefusedFavourite } from './connectFavourites';

const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const GUEST: Session = { userId: null, sessionId: null, guest: true };
const HOME = { screen: 'home', block: null };

function setup(initial: readonly string[] = ['bragg:a'], whenIdle?: (task: () => void) => () => void) {
  const bus = createLobbyBus();
  const api = { getFavouriteGames: jest.fn(() => Promise.resolve(initial)) };
  const actions = {
    setFavourite: jest.fn((_key: string, _favourite: boolean, _source: unknown): PlayerActionDecision => ({
      allowed: true,
    })),
    pendingFavourites: jest.fn((): ReadonlyMap<string, boolean> => new Map()),
  };
  const listeners = new Set<(refused: RefusedFavourite) => void>();
  const favouriteRefused = (listener: (refused: RefusedFavourite) => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const refuse = (refused: RefusedFavourite) => listeners.forEach((listener) => listener(refused));
  const logger = { error: jest.fn() };
  const disconnect = connectFavourites(bus, {
    api,
    actions,
    favouriteRefused,
    logger,
    ...(whenIdle ? { whenIdle } : {}),
  });
  const lists: (readonly string[])[] = [];
  bus.on$('favourites:changed').subscribe((list) => lists.push(list));
  return { bus, api, actions, refuse, logger, disconnect, lists, latest: () => bus.current('favourites:changed') };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectFavourites', () => {
  test('a signed-in session loads the favourites', async () => {
    const { bus, latest } = setup();
    bus.emit('session:changed', PLAYER);
    await flush();
    expect(latest()).toEqual(['bragg:a']);
  });

  test("with whenIdle, the first load waits for its moment; later ones and a guest's empty list do not", async () => {
    const idle: (() => void)[] = [];
    const { bus, api, latest, disconnect } = setup(['bragg:a'], (task) => {
      idle.push(task);
      return () => idle.splice(idle.indexOf(task), 1);
    });
    bus.emit('session:changed', PLAYER);
    bus.emit('session:changed', { ...PLAYER, sessionId: 's2' });
    expect(api.getFavouriteGames).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    await flush();
    expect(api.getFavouriteGames).toHaveBeenCalledTimes(1);
    expect(latest()).toEqual(['bragg:a']);
    bus.emit('session:changed', { ...PLAYER, sessionId: 's3' });
    expect(api.getFavouriteGames).toHaveBeenCalledTimes(2);
    bus.emit('session:changed', GUEST);
    expect(latest()).toEqual([]);
    disconnect();
  });

  test('a first load still waiting is dropped on disconnect, and a guest never waits', () => {
    const idle: (() => void)[] = [];
    const { bus, api, latest, disconnect } = setup(['bragg:a'], (task) => {
      idle.push(task);
      return () => idle.splice(idle.indexOf(task), 1);
    });
    bus.emit('session:changed', GUEST);
    expect(latest()).toEqual([]);
    bus.emit('session:changed', PLAYER);
    expect(idle).toHaveLength(1);
    disconnect();
    expect(idle).toHaveLength(0);
    expect(api.getFavouriteGames).not.toHaveBeenCalled();
  });

  test('guests get an empty list without a call', async () => {
    const { bus, api, latest } = setup();
    bus.emit('session:changed', GUEST);
    await flush();
    expect(latest()).toEqual([]);
    expect(api.getFavouriteGames).not.toHaveBeenCalled();
  });

  test('a failed load is logged and leaves the list unchanged', async () => {
    const { bus, api, logger, latest } = setup();
    bus.emit('session:changed', PLAYER);
    await flush();
    api.getFavouriteGames.mockRejectedValueOnce(new Error('Network Error'));
    bus.emit('session:changed', { ...PLAYER, sessionId: 's2' });
    await flush();
    expect(latest()).toEqual(['bragg:a']);
    expect(logger.error).toHaveBeenCalled();
  });

  test('a failed first load, with no list known yet, sends the empty list: no block waits for ever', async () => {
    const { bus, api, logger, lists } = setup();
    api.getFavouriteGames.mockRejectedValueOnce(new Error('Network Error'));
    bus.emit('session:changed', PLAYER);
    expect(lists).toEqual([]);
    await flush();
    expect(lists).toEqual([[]]);
    expect(logger.error).toHaveBeenCalled();
  });

  test('a reply for an earlier session is dropped', async () => {
    const { bus, api, latest } = setup();
    let resolveFirst: (keys: readonly string[]) => void = () => undefined;
    api.getFavouriteGames.mockReturnValueOnce(new Promise((resolve) => (resolveFirst = resolve)));
    bus.emit('session:changed', PLAYER);
    bus.emit('session:changed', GUEST);
    resolveFirst(['bragg:old']);
    await flush();
    expect(latest()).toEqual([]);
  });

  test('adding is optimistic and writes through the pipeline, with its source', async () => {
    const { bus, actions, lists } = setup();
    bus.emit('session:changed', PLAYER);
    await flush();
    bus.emit('favourites:toggleRequested', { gameKey: 'bragg:b', favourite: true, source: HOME });
    expect(lists.at(-1)).toEqual(['bragg:a', 'bragg:b']);
    expect(actions.setFavourite).toHaveBeenCalledWith('bragg:b', true, HOME);
  });

  test('a refused removal is rolled back, logged and reported', async () => {
    const { bus, refuse, logger, lists } = setup();
    const failures: unknown[] = [];
    bus.on$('favourites:toggleFailed').subscribe((failure) => failures.push(failure));
    bus.emit('session:changed', PLAYER);
    await flush();
    bus.emit('favourites:toggleRequested', { gameKey: 'bragg:a', favourite: false, source: HOME });
    expect(lists.at(-1)).toEqual([]);
    refuse({ key: 'bragg:a', favourite: false });
    expect(lists.at(-1)).toEqual(['bragg:a']);
    expect(logger.error).toHaveBeenCalled();
    expect(failures).toEqual([{ gameKey: 'bragg:a', favourite: false }]);
  });

  test('a refusal the player has tapped past is neither rolled back nor reported', async () => {
    const { bus, refuse, lists } = setup();
    const failures: unknown[] = [];
    bus.on$('favourites:toggleFailed').subscribe((failure) => failures.push(failure));
    bus.emit('session:changed', PLAYER);
    await flush();
    bus.emit('favourites:toggleRequested', { gameKey: 'bragg:a', favourite: false, source: HOME });
    bus.emit('favourites:toggleRequested', { gameKey: 'bragg:a', favourite: true, source: HOME });
    refuse({ key: 'bragg:a', favourite: false });
    expect(lists.at(-1)).toEqual(['bragg:a']);
    expect(failures).toEqual([]);
  });

  test('what the gate refuses leaves the list as it was', async () => {
    const { bus, actions, latest } = setup();
    bus.emit('session:changed', PLAYER);
    await flush();
    actions.setFavourite.mockReturnValueOnce({ allowed: false, reason: 'maintenance' });
    bus.emit('favourites:toggleRequested', { gameKey: 'bragg:b', favourite: true, source: HOME });
    expect(latest()).toEqual(['bragg:a']);
  });

  test('a list loaded while taps are on their way shows them: a load cannot undo a tap', async () => {
    const { bus, actions, latest } = setup(['bragg:a', 'bragg:b']);
    actions.pendingFavourites.mockReturnValue(
      new Map([
        ['bragg:a', false],
        ['bragg:c', true],
        ['bragg:b', true],
      ]),
    );
    bus.emit('session:changed', PLAYER);
    await flush();
    expect(latest()).toEqual(['bragg:b', 'bragg:c']);
  });

  test('a toggle that changes nothing makes no call', async () => {
    const { bus, actions } = setup();
    bus.emit('session:changed', PLAYER);
    await flush();
    bus.emit('favourites:toggleRequested', { gameKey: 'bragg:a', favourite: true, source: HOME });
    expect(actions.setFavourite).not.toHaveBeenCalled();
  });

  // The list holds keys as the API stored them; a heart toggles by the catalogue's key.
  test.each<[string, readonly string[], string, boolean, readonly string[], boolean]>([
    [
      'removes under another spelling (case, alias, a separator in the code)',
      ['oryx:Abc:1'],
      'BRAGG:abc:1',
      false,
      [],
      true,
    ],
    ['an alias is already a favourite', ['oryx:a'], 'bragg:a', true, ['oryx:a'], false],
    ['adding keeps one entry per game', ['bragg:b'], 'bragg:a', true, ['bragg:b', 'bragg:a'], true],
    ['a key outside the wire form names no game', [], 'bragg:a,b', true, [], false],
  ])('%s', async (_name, initial, gameKey, favourite, expected, written) => {
    const { bus, actions, latest } = setup(initial);
    bus.emit('session:changed', PLAYER);
    await flush();
    bus.emit('favourites:toggleRequested', { gameKey, favourite, source: HOME });
    await flush();
    expect(latest()).toEqual(expected);
    expect(actions.setFavourite.mock.calls).toEqual(written ? [[gameKey, favourite, HOME]] : []);
  });

  test('guests cannot toggle', async () => {
    const { bus, actions, latest } = setup();
    bus.emit('session:changed', GUEST);
    bus.emit('favourites:toggleRequested', { gameKey: 'bragg:b', favourite: true, source: HOME });
    await flush();
    expect(latest()).toEqual([]);
    expect(actions.setFavourite).not.toHaveBeenCalled();
  });

  test('disconnect stops listening', async () => {
    const { bus, api, disconnect } = setup();
    disconnect();
    bus.emit('session:changed', PLAYER);
    await flush();
    expect(api.getFavouriteGames).not.toHaveBeenCalled();
  });
});
