import { act, screen } from '@testing-library/react';
import { FirstViewGoneContext } from '../firstView/FirstViewGoneContext';
import { renderWithBus } from '../testing/renderWithBus';
import { AfterFirstView } from './AfterFirstView';

/** An idle scheduler the test runs by hand. */
function manualIdle() {
  const tasks = new Set<() => void>();
  return {
    whenIdle: (task: () => void) => {
      tasks.add(task);
      return () => tasks.delete(task);
    },
    pending: () => tasks.size,
    run: () => act(() => [...tasks].forEach((task) => (tasks.delete(task), task()))),
  };
}

const view = (idle: ReturnType<typeof manualIdle>) => (
  <AfterFirstView placeholder={<span>placeholder</span>} whenIdle={idle.whenIdle}>
    <span>search</span>
  </AfterFirstView>
);

describe('AfterFirstView', () => {
  test('the placeholder while the lobby loads, even when the browser is idle', () => {
    const idle = manualIdle();
    const { bus } = renderWithBus(view(idle));
    act(() => bus.emit('lobby:loadStateChanged', 'loading'));
    expect(idle.pending()).toBe(0);
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('search')).toBeNull();
  });

  test('the children once the lobby has loaded and the browser is idle, and they stay', () => {
    const idle = manualIdle();
    const { bus } = renderWithBus(view(idle));
    act(() => bus.emit('lobby:loadStateChanged', 'loaded'));
    expect(screen.getByText('placeholder')).toBeTruthy();
    idle.run();
    expect(screen.getByText('search')).toBeTruthy();
    act(() => bus.emit('lobby:loadStateChanged', 'loading'));
    expect(screen.getByText('search')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
  });

  test("with the server's first view on the page, not before the view has gone: the live lobby takes over with the view's texts", async () => {
    const idle = manualIdle();
    let settle = (): void => undefined;
    const gone = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const { bus } = renderWithBus(
      <FirstViewGoneContext.Provider value={gone}>{view(idle)}</FirstViewGoneContext.Provider>,
    );
    act(() => bus.emit('lobby:loadStateChanged', 'loaded'));
    expect(idle.pending()).toBe(0);
    expect(screen.getByText('placeholder')).toBeTruthy();
    await act(async () => {
      settle();
      await gone;
    });
    idle.run();
    expect(screen.getByText('search')).toBeTruthy();
  });
});
