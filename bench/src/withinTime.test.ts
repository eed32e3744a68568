import { withinTime } from './withinTime';

describe('withinTime', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('answers what the work answers in time', async () => {
    await expect(withinTime(Promise.resolve(7), 1000, 'a frame')).resolves.toBe(7);
    await expect(withinTime(Promise.reject(new Error('closed')), 1000, 'a frame')).rejects.toThrow('closed');
  });

  it('gives up on work that never ends, saying what it was', async () => {
    const late = withinTime(new Promise<number>(() => undefined), 1500, 'scrolling the listing');
    jest.advanceTimersByTime(1500);
    await expect(late).rejects.toThrow('scrolling the listing did not finish within 1.5 s');
  });
});
