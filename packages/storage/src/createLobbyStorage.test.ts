import { createLobbyStorage } from './createLobbyStorage';
import { createMemoryStorage } from './createMemoryStorage';
import { ESSENTIAL_STORAGE_KEYS, NON_ESSENTIAL_STORAGE_KEYS, STORAGE_KEYS } from './storageKeys';
import type { StorageValueMap } from './storageValues';

const silent = { warn: jest.fn() };

/** One valid value per key, so every key is written and read at least once. */
const SAMPLES: { readonly [K in keyof StorageValueMap]: StorageValueMap[K] } = {
  casinoUser: { userId: 'u-1', sessionId: 's-1' },
  geoToken: 'geo-token',
  balanceInfo: { userBalance: 12.5, casinoCoin: 3, exchangeRate: 1 },
  miniGameCoin: { miniGameCoin: 40, miniGameId: 2 },
  appVersion: '1.6.77',
  fullScreen: true,
  userPlatformType: 'ios',
  lobbyPlatform: 'wpt',
  recentSearches: { 'u-1': ['gates', 'olympus'] },
  guestRecentSearches: ['sweet'],
  favouritesRecentSync: {
    favourites: ['bragg:gates'],
    recentGames: [{ gameId: 'bragg:gates', playedTimestampMs: 1_700_000_000_000 }],
    updatedAtMs: 1_700_000_000_000,
  },
  gamesPlayingCount: { generatedAtMs: 1, counts: { 'bragg:gates': { count: 42, updatedAtMs: 2 } } },
  onboardingViewed: true,
  apiFailover: { casino: { baseUrl: 'https://b.example', timeoutIndex: 1 } },
  gameStartError: { gameCode: 'gates', aggregator: 'bragg', statusText: 'Request failed with status code 409', atMs: 1 },
  actionOutbox: [
    {
      id: 'AAAAAAAAAAAAAAAAAAAAAA',
      kind: 'favourite',
      key: 'bragg:gates',
      favourite: true,
      atMs: 1,
      userId: 'u-1',
      sessionId: 's-1',
      attempts: 0,
    },
  ],
  analyticsQueue: [{ id: 'BBBBBBBBBBBBBBBBBBBBBB', name: 'search', at: 1, props: { length: 5, screen: 'search' } }],
  analyticsIdentity: { id: 'CCCCCCCCCCCCCCCCCCCCCC', expiresAtMs: 2 },
  realityCheckAnswered: { sessionId: 's-1', dueAt: 1_700_000_000_000, choice: 'resumed' },
};

function writeAll(storage: ReturnType<typeof createLobbyStorage>): void {
  for (const key of [...ESSENTIAL_STORAGE_KEYS, ...NON_ESSENTIAL_STORAGE_KEYS]) {
    expect(storage.set(key, SAMPLES[key] as never)).toBe(true);
  }
}

beforeEach(() => {
  silent.warn.mockClear();
  window.localStorage.clear();
});

describe('createLobbyStorage: typed get/set/remove', () => {
  it.each([...ESSENTIAL_STORAGE_KEYS, ...NON_ESSENTIAL_STORAGE_KEYS])('round-trips %s', (key) => {
    const storage = createLobbyStorage(createMemoryStorage(), { logger: silent });
    expect(storage.get(key)).toBeNull();
    storage.set(key, SAMPLES[key] as never);
    expect(storage.get(key)).toEqual(SAMPLES[key]);
    storage.remove(key);
    expect(storage.get(key)).toBeNull();
  });

  it('uses window.localStorage by default, under the documented raw keys', () => {
    const storage = createLobbyStorage(undefined, { logger: silent });
    storage.set('appVersion', '1.6.77');
    expect(window.localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('"1.6.77"');
  });

  it('keeps separate storages for separate backends (no module state)', () => {
    const first = createLobbyStorage(createMemoryStorage(), { logger: silent });
    const second = createLobbyStorage(createMemoryStorage(), { logger: silent });
    first.set('geoToken', 'a');
    expect(second.get('geoToken')).toBeNull();
  });
});

describe('createLobbyStorage: corrupt entries', () => {
  it.each([
    ['not JSON', 'balanceInfo', '{"userBalance": 1,'],
    ['empty string', 'recentSearches', ''],
    ['wrong shape', 'balanceInfo', '{"userBalance":"lots"}'],
    ['wrong type', 'fullScreen', '"yes"'],
    ['unknown platform type', 'userPlatformType', '"windows-phone"'],
    ['a list, not a record by player', 'recentSearches', '["gates"]'],
    ['a player with a list of numbers', 'recentSearches', '{"u-1":[1,2]}'],
    ['list of numbers', 'guestRecentSearches', '[1,2]'],
    ['null', 'casinoUser', 'null'],
  ] as const)('discards %s: returns null and removes it', (_case, key, raw) => {
    const backend = createMemoryStorage();
    backend.setItem(STORAGE_KEYS[key], raw);
    const storage = createLobbyStorage(backend, { logger: silent });
    expect(() => storage.get(key)).not.toThrow();
    expect(storage.get(key)).toBeNull();
    expect(backend.getItem(STORAGE_KEYS[key])).toBeNull();
    expect(silent.warn).toHaveBeenCalled();
  });

  it('returns null when the backend itself throws on read', () => {
    const backend = createMemoryStorage();
    backend.getItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(createLobbyStorage(backend, { logger: silent }).get('geoToken')).toBeNull();
  });
});

describe('createLobbyStorage: a full storage', () => {
  const QUOTA = 4_000;

  /** Fills the backend to the last byte with an entry that is not ours. */
  function fill(backend: Storage, key = 'foreign.cache', firstStep = 1_000): void {
    let text = '';
    let step = firstStep;
    while (step >= 1) {
      try {
        backend.setItem(key, text + 'x'.repeat(step));
        text += 'x'.repeat(step);
      } catch {
        step = Math.floor(step / 2);
      }
    }
  }

  it('clears non-essential keys, keeps the essentials and writes', () => {
    const backend = createMemoryStorage({ quotaBytes: QUOTA });
    const storage = createLobbyStorage(backend, { logger: silent });
    writeAll(storage);
    fill(backend);
    expect(() => backend.setItem('probe', 'x')).toThrow();

    expect(storage.set('recentSearches', { 'u-1': ['after', 'the', 'flood'] })).toBe(true);

    for (const key of ESSENTIAL_STORAGE_KEYS) expect(storage.get(key)).toEqual(SAMPLES[key]);
    for (const key of NON_ESSENTIAL_STORAGE_KEYS.filter((name) => name !== 'recentSearches')) {
      expect(storage.get(key)).toBeNull();
    }
    expect(backend.getItem('foreign.cache') === null).toBe(true);
    expect(storage.get('recentSearches')).toEqual({ 'u-1': ['after', 'the', 'flood'] });
  });

  it('also frees space for an essential write', () => {
    const backend = createMemoryStorage({ quotaBytes: QUOTA });
    const storage = createLobbyStorage(backend, { logger: silent });
    storage.set('casinoUser', SAMPLES.casinoUser);
    fill(backend);
    expect(storage.set('geoToken', 'g'.repeat(200))).toBe(true);
    expect(storage.get('casinoUser')).toEqual(SAMPLES.casinoUser);
    expect(storage.get('geoToken')).toBe('g'.repeat(200));
  });

  it('retries the write at most 3 times, then gives up without throwing', () => {
    const backend = createMemoryStorage({ quotaBytes: QUOTA });
    const setItem = jest.spyOn(backend, 'setItem');
    const storage = createLobbyStorage(backend, { logger: silent });
    // Larger than the whole quota: no amount of clearing helps.
    expect(storage.set('recentSearches', { 'u-1': ['x'.repeat(QUOTA)] })).toBe(false);
    expect(setItem).toHaveBeenCalledTimes(4);
    expect(silent.warn).toHaveBeenCalledWith(expect.stringContaining('after 3 retries'));
  });

  it.each([
    ['Firefox NS_ERROR_DOM_QUOTA_REACHED', () => Object.assign(new Error('quota'), { name: 'NS_ERROR_DOM_QUOTA_REACHED', code: 1014 })],
    ['WebKit code 22', () => Object.assign(new Error('quota'), { name: 'QUOTA_EXCEEDED_ERR', code: 22 })],
  ])('recognises %s', (_browser, createQuotaError) => {
    const backend = createMemoryStorage({ quotaBytes: QUOTA, createQuotaError });
    const storage = createLobbyStorage(backend, { logger: silent });
    storage.set('appVersion', '1.6.77');
    fill(backend);
    expect(storage.set('onboardingViewed', true)).toBe(true);
    expect(storage.get('appVersion')).toBe('1.6.77');
  });

  it('does not clear anything on errors other than the quota', () => {
    const backend = createMemoryStorage();
    const storage = createLobbyStorage(backend, { logger: silent });
    storage.set('guestRecentSearches', ['kept']);
    const setItem = jest.spyOn(backend, 'setItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(storage.set('geoToken', 'g')).toBe(false);
    expect(setItem).toHaveBeenCalledTimes(1);
    setItem.mockRestore();
    expect(storage.get('guestRecentSearches')).toEqual(['kept']);
  });

  it("fills jsdom's real localStorage and keeps the essentials", () => {
    const storage = createLobbyStorage(window.localStorage, { logger: silent });
    writeAll(storage);
    // jsdom enforces the browsers' 5,000,000 code-unit quota per origin.
    fill(window.localStorage, 'filler', 1_000_000);
    expect(() => window.localStorage.setItem('probe', 'x')).toThrow(
      expect.objectContaining({ name: 'QuotaExceededError' }),
    );

    const searches = Array.from({ length: 20 }, (_, index) => `search ${index}`);
    expect(storage.set('recentSearches', { 'u-1': searches })).toBe(true);
    for (const key of ESSENTIAL_STORAGE_KEYS) expect(storage.get(key)).toEqual(SAMPLES[key]);
    expect(window.localStorage.getItem('filler') === null).toBe(true);
    expect(storage.get('gamesPlayingCount')).toBeNull();
    expect(storage.get('recentSearches')).toEqual({ 'u-1': searches });
  });
});

describe('watch: what another window of the origin writes', () => {
  const otherWindowWrites = (key: string | null, newValue: string | null, storageArea: Storage = window.localStorage) =>
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea }));

  test('tells the listener the value another window wrote, checked as get checks it', () => {
    const storage = createLobbyStorage(window.localStorage, { logger: silent });
    const seen: unknown[] = [];
    const stop = storage.watch('favouritesRecentSync', (value) => seen.push(value));
    otherWindowWrites(STORAGE_KEYS.favouritesRecentSync, JSON.stringify(SAMPLES.favouritesRecentSync));
    otherWindowWrites(STORAGE_KEYS.favouritesRecentSync, JSON.stringify({ favourites: 'not a list' }));
    otherWindowWrites(STORAGE_KEYS.favouritesRecentSync, null);
    expect(seen).toEqual([SAMPLES.favouritesRecentSync, null, null]);
    stop();
    otherWindowWrites(STORAGE_KEYS.favouritesRecentSync, JSON.stringify(SAMPLES.favouritesRecentSync));
    expect(seen).toHaveLength(3);
  });

  test('ignores other keys and other storage areas; a clear() of the area reads as removed', () => {
    const storage = createLobbyStorage(window.localStorage, { logger: silent });
    const seen: unknown[] = [];
    storage.watch('favouritesRecentSync', (value) => seen.push(value));
    otherWindowWrites(STORAGE_KEYS.gamesPlayingCount, '{}');
    otherWindowWrites(STORAGE_KEYS.favouritesRecentSync, JSON.stringify(SAMPLES.favouritesRecentSync), window.sessionStorage);
    expect(seen).toEqual([]);
    otherWindowWrites(null, null);
    expect(seen).toEqual([null]);
  });

  test('a storage without events (a memory backend in Node) tells nothing', () => {
    const storage = createLobbyStorage(createMemoryStorage(), { logger: silent, events: null });
    expect(() => storage.watch('favouritesRecentSync', () => undefined)()).not.toThrow();
  });
});
