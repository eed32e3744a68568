import { browserConnectivity, waitForOnline } from './connectivity';

/** A window as far as connectivity goes: its events and navigator.onLine. */
function fakeWindow(onLine: boolean) {
  const target = new EventTarget();
  return Object.assign(target, { navigator: { onLine } });
}

describe('browserConnectivity', () => {
  test.each<[string, ReturnType<typeof fakeWindow> | null, boolean]>([
    ['navigator.onLine true', fakeWindow(true), true],
    ['navigator.onLine false', fakeWindow(false), false],
    ['no window (server, tests): online', null, true],
  ])('%s -> online %p', (_name, target, expected) => {
    expect(browserConnectivity(target).isOnline()).toBe(expected);
  });

  test("calls back on each 'online' event until stopped", () => {
    const target = fakeWindow(false);
    const listener = jest.fn();
    const stop = browserConnectivity(target).onOnline(listener);
    target.dispatchEvent(new Event('online'));
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    stop();
    target.dispatchEvent(new Event('online'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('waitForOnline', () => {
  test("resolves on 'online' and stops listening", async () => {
    const target = fakeWindow(false);
    const remove = jest.spyOn(target, 'removeEventListener');
    const waiting = waitForOnline(browserConnectivity(target), new AbortController().signal);
    target.dispatchEvent(new Event('online'));
    await waiting;
    expect(remove).toHaveBeenCalledWith('online', expect.any(Function));
  });

  test('resolves when the signal aborts, before or during the wait', async () => {
    const target = fakeWindow(false);
    const before = new AbortController();
    before.abort();
    await waitForOnline(browserConnectivity(target), before.signal);
    const during = new AbortController();
    const waiting = waitForOnline(browserConnectivity(target), during.signal);
    during.abort();
    await waiting;
  });
});
