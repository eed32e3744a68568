import { connectZoom } from './connectZoom';

function setup(width = 1096) {
  const target = Object.assign(new EventTarget(), { innerWidth: width });
  const apply = jest.fn();
  let platform: 'desktop' | 'mobile' = 'desktop';
  const disconnect = connectZoom(target, { platform: () => platform, apply });
  return { target, apply, disconnect, setPlatform: (next: 'desktop' | 'mobile') => (platform = next) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('connectZoom', () => {
  test('recalculates 10 times every 200 ms at start', () => {
    const { apply } = setup(2192);
    expect(apply).toHaveBeenLastCalledWith(2);
    jest.advanceTimersByTime(5000);
    expect(apply).toHaveBeenCalledTimes(10);
  });

  test('the host application frame width, when known, wins over the window width', () => {
    const target = Object.assign(new EventTarget(), { innerWidth: 375 });
    const apply = jest.fn();
    connectZoom(target, { platform: () => 'desktop', frameWidth: 2192, apply });
    expect(apply).toHaveBeenLastCalledWith(2);
  });

  test('uses the platform base width', () => {
    const { apply, setPlatform } = setup(750);
    setPlatform('mobile');
    jest.advanceTimersByTime(200);
    expect(apply).toHaveBeenLastCalledWith(2);
  });

  test('a resize starts a new burst, throttled to 250 ms', () => {
    const { target, apply } = setup();
    jest.advanceTimersByTime(5000);
    apply.mockClear();
    target.dispatchEvent(new Event('resize'));
    target.dispatchEvent(new Event('resize'));
    target.dispatchEvent(new Event('resize'));
    expect(apply).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(250);
    // The resizes inside the window are caught up once at its end.
    jest.advanceTimersByTime(5000);
    expect(apply.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(apply.mock.calls.length).toBeLessThanOrEqual(12);
  });

  test('ctrl+wheel is prevented, a plain wheel is not', () => {
    const { target } = setup();
    const ctrl = new WheelEvent('wheel', { ctrlKey: true, cancelable: true });
    const plain = new WheelEvent('wheel', { cancelable: true });
    target.dispatchEvent(ctrl);
    target.dispatchEvent(plain);
    expect(ctrl.defaultPrevented).toBe(true);
    expect(plain.defaultPrevented).toBe(false);
  });

  test('disconnect stops listening and recalculating', () => {
    const { target, apply, disconnect } = setup();
    disconnect();
    apply.mockClear();
    jest.advanceTimersByTime(5000);
    target.dispatchEvent(new Event('resize'));
    const ctrl = new WheelEvent('wheel', { ctrlKey: true, cancelable: true });
    target.dispatchEvent(ctrl);
    expect(apply).not.toHaveBeenCalled();
    expect(ctrl.defaultPrevented).toBe(false);
  });
});

describe('connectZoom measured', () => {
  test('reports the width each recalculation used: the frame if the shell gave one, else the window', () => {
    const measured = jest.fn();
    const target = { innerWidth: 390, addEventListener: jest.fn(), removeEventListener: jest.fn() };
    const fromWindow = connectZoom(target, { platform: () => 'mobile', apply: jest.fn(), measured });
    expect(measured).toHaveBeenCalledWith(390);
    fromWindow();
    const fromFrame = connectZoom(target, { platform: () => 'mobile', apply: jest.fn(), measured, frameWidth: 1280 });
    expect(measured).toHaveBeenLastCalledWith(1280);
    fromFrame();
  });
});
