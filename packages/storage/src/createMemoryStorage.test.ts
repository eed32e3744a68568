import { createMemoryStorage } from './createMemoryStorage';

describe('createMemoryStorage', () => {
  it('implements the Storage methods', () => {
    const storage = createMemoryStorage();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    expect(storage.length).toBe(2);
    expect(storage.key(1)).toBe('b');
    expect(storage.key(2)).toBeNull();
    expect(storage.getItem('a')).toBe('1');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    storage.clear();
    expect(storage.length).toBe(0);
  });

  it('counts keys and values as UTF-16 bytes against the quota', () => {
    const storage = createMemoryStorage({ quotaBytes: 20 });
    storage.setItem('k', 'x'.repeat(9)); // (1 + 9) * 2 = 20 bytes
    expect(() => storage.setItem('j', '')).toThrow(expect.objectContaining({ name: 'QuotaExceededError', code: 22 }));
    // Replacing an entry only needs the difference.
    storage.setItem('k', 'y'.repeat(9));
    expect(storage.getItem('k')).toBe('y'.repeat(9));
  });
});
