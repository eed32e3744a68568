import { createLobbyBus } from '@lobby/bus';
import type { LobbyBus } from '@lobby/shared';
import { act } from '@testing-library/react';
import { renderWithBus } from '../testing/renderWithBus';
import { connectFirstView, FIRST_VIEW_LIMIT_MS, FirstViewDone, type FirstView } from './connectFirstView';

/** A first view in the page and a timer the test runs by hand. */
function setUp(bus: LobbyBus = createLobbyBus()) {
  const element = document.createElement('div');
  document.body.append(element);
  const timers: Array<{ run: () => void; ms: number; cancelled: boolean }> = [];
  const firstView = connectFirstView(bus, element, {
    setTimer: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  if (firstView === null) throw new Error('expected a first view');
  return { bus, element, firstView, timers };
}

describe('connectFirstView', () => {
  afterEach(() => document.body.replaceChildren());

  test('a page without a first view has nothing to remove', () => {
    expect(connectFirstView(createLobbyBus(), null)).toBeNull();
  });

  test.each<[string, (bus: LobbyBus, firstView: FirstView) => void]>([
    ['the lobby has drawn the page', (_bus, firstView) => firstView.done()],
    ['the lobby went into maintenance', (bus) => bus.emit('lobby:loadStateChanged', 'maintenance')],
    ['the route’s remote failed', (bus) => bus.emit('remote:loadFailed', { remote: 'catalogue', reason: 'down' })],
  ])('it goes when %s, its limit is cancelled and `gone` settles', async (_name, act) => {
    const { bus, element, firstView, timers } = setUp();
    let gone = false;
    void firstView.gone.then(() => (gone = true));
    await Promise.resolve();
    expect(element.isConnected).toBe(true);
    expect(gone).toBe(false);
    act(bus, firstView);
    expect(element.isConnected).toBe(false);
    expect(timers[0]?.cancelled).toBe(true);
    await firstView.gone;
    expect(gone).toBe(true);
  });

  test('it stays while the lobby loads, and goes at its limit', () => {
    const { bus, element, timers } = setUp();
    bus.emit('lobby:loadStateChanged', 'loading');
    bus.emit('lobby:loadStateChanged', 'loaded');
    expect(element.isConnected).toBe(true);
    expect(timers[0]?.ms).toBe(FIRST_VIEW_LIMIT_MS);
    timers[0]?.run();
    expect(element.isConnected).toBe(false);
  });

  test('once gone it no longer listens', () => {
    const { bus, element, firstView } = setUp();
    firstView.done();
    document.body.append(element);
    bus.emit('lobby:loadStateChanged', 'maintenance');
    firstView.done();
    expect(element.isConnected).toBe(true);
  });
});

describe('FirstViewDone', () => {
  test('tells the first view it is done once it is drawn with the lobby loaded', () => {
    const done = jest.fn();
    const { bus } = renderWithBus(<FirstViewDone firstView={{ done, gone: new Promise(() => undefined) }} />);
    act(() => bus.emit('lobby:loadStateChanged', 'loading'));
    expect(done).not.toHaveBeenCalled();
    act(() => bus.emit('lobby:loadStateChanged', 'loaded'));
    expect(done).toHaveBeenCalledTimes(1);
  });
});
