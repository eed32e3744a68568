import { onceUntilFailure, rememberAtMost } from './caching';

describe('rememberAtMost', () => {
  test.each([
    [
      'below the limit: kept in order',
      [
        ['a', 1],
        ['b', 2],
      ],
      3,
      ['a', 'b'],
    ],
    [
      'past the limit: the oldest goes',
      [
        ['a', 1],
        ['b', 2],
        ['c', 3],
      ],
      2,
      ['b', 'c'],
    ],
    [
      'a key set again is the newest',
      [
        ['a', 1],
        ['b', 2],
        ['a', 3],
        ['c', 4],
      ],
      2,
      ['a', 'c'],
    ],
  ] as const)('%s', (_name, entries, max, keys) => {
    const map = new Map<string, number>();
    for (const [key, value] of entries) rememberAtMost(map, key, value, max);
    expect([...map.keys()]).toEqual(keys);
  });
});

describe('onceUntilFailure', () => {
  test('one load shared by every call', async () => {
    const load = jest.fn(() => Promise.resolve('chunk'));
    const get = onceUntilFailure(load);
    expect(get()).toBe(get());
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load is tried again by the next call', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const get = onceUntilFailure(load as () => Promise<string>);
    await expect(get()).rejects.toThrow('offline');
    await expect(get()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
