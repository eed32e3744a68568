import { createLobbyStorage, createMemoryStorage, type LobbyStorage, type StoredOutboxEntry } from '@lobby/storage';
import { RANDOM_ID_PATTERN } from '@lobby/shared';
import { createActionOutbox, type ActionOutbox, type ActionOutboxOptions } from './createActionOutbox';
import { fakeConnectivity } from '../testing/fakeConnectivity';

const ALICE = { userId: 'alice', sessionId: 's-alice' };
const BOB = { userId: 'bob', sessionId: 's-bob' };

/** An error as axios raises it: with a status, or none (no answer). */
function httpError(status: number | null): Error {
  return Object.assign(new Error(status === null ? 'Network Error' : `Request failed with status code ${status}`), {
    isAxiosError: true,
    response: status === null ? undefined : { status },
  });
}


interface Call {
  readonly entry: StoredOutboxEntry;
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * A platform API that answers when the test says: every send waits in `calls`. The server side
 * applies each idempotency key once; `inFlight` counts sends not answered yet per game.
 */
function scriptedApi() {
  const calls: Call[] = [];
  const applied = new Set<string>();
  const favourites = new Map<string, boolean>();
  const plays: string[] = [];
  let maxInFlightPerLane = 0;
  const inFlight = new Map<string, number>();
  const send = jest.fn(
    (entry: StoredOutboxEntry) =>
      new Promise<void>((resolve, reject) => {
        const lane = `${entry.kind} ${entry.userId} ${entry.key}`;
        inFlight.set(lane, (inFlight.get(lane) ?? 0) + 1);
        maxInFlightPerLane = Math.max(maxInFlightPerLane, inFlight.get(lane) ?? 0);
        const done = (): void => void inFlight.set(lane, (inFlight.get(lane) ?? 1) - 1);
        calls.push({
          entry,
          resolve: () => {
            done();
            if (!applied.has(entry.id)) {
              applied.add(entry.id);
              if (entry.kind === 'favourite') favourites.set(`${entry.userId} ${entry.key}`, entry.favourite === true);
              else plays.push(`${entry.userId} ${entry.key}`);
            }
            resolve();
          },
          reject: (error) => {
            done();
            reject(error);
          },
        });
      }),
  );
  return { send, calls, favourites, plays, maxInFlight: () => maxInFlightPerLane };
}

let storage: LobbyStorage;
let logger: { warn: jest.Mock };
let outboxes: ActionOutbox[];

beforeEach(() => {
  jest.useFakeTimers();
  storage = createLobbyStorage(createMemoryStorage(), { logger: { warn: jest.fn() }, events: null });
  logger = { warn: jest.fn() };
  outboxes = [];
});
afterEach(() => {
  for (const outbox of outboxes) outbox.stop();
  jest.useRealTimers();
});

function outbox(overrides: Partial<ActionOutboxOptions> & Pick<ActionOutboxOptions, 'send'>): ActionOutbox {
  const created = createActionOutbox({
    storage,
    logger,
    now: () => 1_000,
    random: () => 0,
    connectivity: fakeConnectivity().connectivity,
    ...overrides,
  });
  outboxes.push(created);
  return created;
}

/** Lets the outbox's promise chains run (no time passes). */
const settle = () => jest.advanceTimersByTimeAsync(0);
const stored = () => storage.get('actionOutbox') ?? [];

describe('order per game', () => {
  test('a slow first request: the second waits for it, then goes', async () => {
    const api = scriptedApi();
    const box = outbox({ send: api.send });
    box.setFavourite('bragg:gates', true, ALICE);
    box.setFavourite('bragg:gates', false, ALICE);
    await settle();
    expect(api.calls.map((call) => call.entry.favourite)).toEqual([true]);
    api.calls[0]?.resolve();
    await settle();
    expect(api.calls.map((call) => call.entry.favourite)).toEqual([true, false]);
    api.calls[1]?.resolve();
    await settle();
    expect(api.favourites.get('alice bragg:gates')).toBe(false);
    expect(api.maxInFlight()).toBe(1);
    expect(stored()).toEqual([]);
  });

  test('other games, plays and accounts are lanes of their own: they do not wait', async () => {
    const api = scriptedApi();
    const box = outbox({ send: api.send });
    box.setFavourite('bragg:gates', true, ALICE);
    box.recordPlay('bragg:gates', 5, ALICE);
    box.setFavourite('haba:x', true, ALICE);
    box.setFavourite('bragg:gates', true, BOB);
    await settle();
    expect(api.calls.map(({ entry }) => [entry.kind, entry.key, entry.userId])).toEqual([
      ['favourite', 'bragg:gates', 'alice'],
      ['play', 'bragg:gates', 'alice'],
      ['favourite', 'haba:x', 'alice'],
      ['favourite', 'bragg:gates', 'bob'],
    ]);
  });

  test('plays of a game are all sent, one after another, each with its own idempotency key', async () => {
    const api = scriptedApi();
    const box = outbox({ send: api.send });
    for (const at of [1, 2, 3]) box.recordPlay('bragg:gates', at, ALICE);
    for (let index = 0; index < 3; index += 1) {
      await settle();
      expect(api.calls).toHaveLength(index + 1);
      api.calls[index]?.resolve();
    }
    await settle();
    const ids = api.calls.map(({ entry }) => entry.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids) expect(id).toMatch(RANDOM_ID_PATTERN);
    expect(api.calls.map(({ entry }) => entry.atMs)).toEqual([1, 2, 3]);
    expect(api.plays).toHaveLength(3);
  });
});

describe('ten quick taps', () => {
  // Rows: after which taps the server answers the request on its way (taps alternate true, false…).
  test.each<[string, number[]]>([
    ['no answer until the last tap', []],
    ['an answer after the 3rd tap', [3]],
    ['answers after the 2nd, 5th and 9th', [2, 5, 9]],
    ['an answer after every tap', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]],
  ])('%s: the server ends in the last tap’s state, one request at a time', async (_name, answersAfter) => {
    const api = scriptedApi();
    const box = outbox({ send: api.send });
    let answered = 0;
    const answerNext = async () => {
      await settle();
      const call = api.calls[answered];
      if (call) {
        answered += 1;
        call.resolve();
        await settle();
      }
    };
    for (let tap = 1; tap <= 10; tap += 1) {
      box.setFavourite('bragg:gates', tap % 2 === 1, ALICE);
      if (answersAfter.includes(tap)) await answerNext();
    }
    const requestsDuringTaps = api.calls.length;
    for (let guard = 0; guard < 20 && answered < api.calls.length; guard += 1) await answerNext();
    expect(api.favourites.get('alice bragg:gates')).toBe(false);
    expect(api.maxInFlight()).toBe(1);
    expect(stored()).toEqual([]);
    if (answersAfter.length === 0) {
      // The first on its way, the last tap's state waiting: two requests in all.
      expect(requestsDuringTaps).toBe(1);
      expect(api.calls.map(({ entry }) => entry.favourite)).toEqual([true, false]);
    }
    // Never more than the first plus one per answer plus the last wanted state.
    expect(api.calls.length).toBeLessThanOrEqual(answersAfter.length + 2);
  });

  test('pending(key) holds at most the one on its way and the latest wanted state', async () => {
    const api = scriptedApi();
    const box = outbox({ send: api.send });
    for (let tap = 1; tap <= 10; tap += 1) box.setFavourite('bragg:gates', tap % 2 === 1, ALICE);
    expect(box.pending('bragg:gates').map((entry) => entry.favourite)).toEqual([true, false]);
    expect(stored().map((entry) => entry.favourite)).toEqual([true, false]);
  });

  test('pendingFavourites: the state each game will have once its writes land, per account', () => {
    const api = scriptedApi();
    const box = outbox({ send: api.send });
    for (let tap = 1; tap <= 4; tap += 1) box.setFavourite('bragg:gates', tap % 2 === 1, ALICE);
    box.setFavourite('haba:other', true, ALICE);
    expect([...box.pendingFavourites(ALICE.userId)]).toEqual([
      ['bragg:gates', false],
      ['haba:other', true],
    ]);
    expect(box.pendingFavourites('someone-else').size).toBe(0);
  });

  test('tapping back to the state on its way leaves nothing waiting', () => {
    const api = scriptedApi();
    const box = outbox({ send: api.send });
    box.setFavourite('bragg:gates', true, ALICE);
    box.setFavourite('bragg:gates', false, ALICE);
    box.setFavourite('bragg:gates', true, ALICE);
    expect(box.pending('bragg:gates').map((entry) => entry.favourite)).toEqual([true]);
  });
});

describe('failures', () => {
  test('no answer, then a 503, then success: the same entry and key each time, with backoff', async () => {
    const api = scriptedApi();
    const settled = jest.fn();
    const box = outbox({ send: api.send });
    box.onSettled(settled);
    box.setFavourite('bragg:gates', true, ALICE);
    await settle();
    api.calls[0]?.reject(httpError(null));
    await settle();
    expect(stored()[0]?.attempts).toBe(1);
    // First retry after 500 ms (1 s base, no jitter drawn), not before.
    await jest.advanceTimersByTimeAsync(499);
    expect(api.calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(api.calls).toHaveLength(2);
    api.calls[1]?.reject(httpError(503));
    await settle();
    expect(stored()[0]?.attempts).toBe(2);
    await jest.advanceTimersByTimeAsync(1000);
    expect(api.calls).toHaveLength(3);
    api.calls[2]?.resolve();
    await settle();
    expect(new Set(api.calls.map(({ entry }) => entry.id)).size).toBe(1);
    expect(settled).toHaveBeenCalledTimes(1);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ key: 'bragg:gates', favourite: true }));
    expect(stored()).toEqual([]);
  });

  test.each([400, 401, 404, 409])('a %i is refused: dropped, reported, never retried', async (status) => {
    const api = scriptedApi();
    const refused = jest.fn();
    const box = outbox({ send: api.send });
    box.onRefused(refused);
    box.setFavourite('bragg:gates', true, ALICE);
    await settle();
    api.calls[0]?.reject(httpError(status));
    await settle();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(api.calls).toHaveLength(1);
    expect(refused).toHaveBeenCalledWith(expect.objectContaining({ favourite: true }), expect.any(Error));
    expect(stored()).toEqual([]);
    expect(box.pending('bragg:gates')).toEqual([]);
  });

  test('a refusal does not hold the lane: the next wanted state goes out', async () => {
    const api = scriptedApi();
    const box = outbox({ send: api.send });
    box.setFavourite('bragg:gates', true, ALICE);
    box.setFavourite('bragg:gates', false, ALICE);
    await settle();
    api.calls[0]?.reject(httpError(404));
    await settle();
    expect(api.calls.map(({ entry }) => entry.favourite)).toEqual([true, false]);
  });

  test('a listener that throws is logged; the outbox goes on', async () => {
    const api = scriptedApi();
    const box = outbox({ send: api.send });
    box.onSettled(() => {
      throw new Error('listener');
    });
    box.recordPlay('bragg:gates', 1, ALICE);
    box.recordPlay('bragg:gates', 2, ALICE);
    await settle();
    api.calls[0]?.resolve();
    await settle();
    expect(logger.warn).toHaveBeenCalledWith('An action outbox listener failed', new Error('listener'));
    expect(api.calls).toHaveLength(2);
  });
});

describe('offline', () => {
  test('nothing is sent while offline; the last wanted state goes when the network returns', async () => {
    const api = scriptedApi();
    const network = fakeConnectivity(false);
    const box = outbox({ send: api.send, connectivity: network.connectivity });
    box.setFavourite('bragg:gates', true, ALICE);
    box.setFavourite('bragg:gates', false, ALICE);
    box.setFavourite('bragg:gates', true, ALICE);
    box.recordPlay('bragg:gates', 7, ALICE);
    await jest.advanceTimersByTimeAsync(600_000);
    expect(api.calls).toHaveLength(0);
    // Waiting offline, the favourite was never on its way: each tap replaced it.
    expect(stored().map(({ kind, favourite }) => [kind, favourite])).toEqual([
      ['favourite', true],
      ['play', null],
    ]);
    network.goOnline();
    await settle();
    expect(api.calls.map(({ entry }) => [entry.kind, entry.favourite])).toEqual([
      ['favourite', true],
      ['play', null],
    ]);
  });

  test('a send that fails because the network went away spends no retry and waits for it', async () => {
    const api = scriptedApi();
    const network = fakeConnectivity(true);
    const box = outbox({ send: api.send, connectivity: network.connectivity });
    box.recordPlay('bragg:gates', 7, ALICE);
    await settle();
    network.goOffline();
    api.calls[0]?.reject(httpError(null));
    await jest.advanceTimersByTimeAsync(600_000);
    expect(api.calls).toHaveLength(1);
    expect(stored()[0]?.attempts).toBe(0);
    network.goOnline();
    await settle();
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]?.entry.id).toBe(api.calls[0]?.entry.id);
  });
});

describe('reload', () => {
  test('a new outbox on the same storage sends what was left, with the same keys and credentials', async () => {
    const first = scriptedApi();
    const before = outbox({ send: first.send });
    before.setFavourite('bragg:gates', true, ALICE);
    before.setFavourite('bragg:gates', false, ALICE);
    before.recordPlay('haba:x', 42, ALICE);
    await settle();
    // The page goes before any answer.
    before.stop();
    const left = stored();
    expect(left).toHaveLength(3);

    const second = scriptedApi();
    outbox({ send: second.send });
    await settle();
    // One per lane at once: the favourite lane's first entry and the play.
    expect(second.calls.map(({ entry }) => entry.id)).toEqual([left[0]?.id, left[2]?.id]);
    second.calls[0]?.resolve();
    await settle();
    expect(second.calls.map(({ entry }) => entry)).toEqual([left[0], left[2], left[1]]);
    expect(second.calls.every(({ entry }) => entry.userId === 'alice' && entry.sessionId === 's-alice')).toBe(true);
    second.calls[1]?.resolve();
    second.calls[2]?.resolve();
    await settle();
    expect(second.favourites.get('alice bragg:gates')).toBe(false);
    expect(stored()).toEqual([]);
  });

  test('a stopped outbox ignores late answers and sends nothing more', async () => {
    const api = scriptedApi();
    const box = outbox({ send: api.send });
    const settled = jest.fn();
    box.onSettled(settled);
    box.recordPlay('bragg:gates', 1, ALICE);
    box.recordPlay('bragg:gates', 2, ALICE);
    await settle();
    box.stop();
    api.calls[0]?.resolve();
    await jest.advanceTimersByTimeAsync(60_000);
    expect(api.calls).toHaveLength(1);
    expect(settled).not.toHaveBeenCalled();
    // Still stored: the next page sends it again, and the server applies its key once.
    expect(stored()).toHaveLength(2);
    box.recordPlay('bragg:gates', 3, ALICE);
    expect(stored()).toHaveLength(2);
  });

  test('two windows on one storage: each keeps the other’s entries', async () => {
    const offline = fakeConnectivity(false).connectivity;
    const first = outbox({ send: scriptedApi().send, connectivity: offline });
    const second = outbox({ send: scriptedApi().send, connectivity: offline });
    first.recordPlay('bragg:gates', 1, ALICE);
    second.recordPlay('haba:x', 2, BOB);
    first.setFavourite('bragg:gates', true, ALICE);
    expect(stored().map(({ key, userId }) => `${userId} ${key}`)).toEqual([
      'bob haba:x',
      'alice bragg:gates',
      'alice bragg:gates',
    ]);
  });
});

describe('bound', () => {
  test('beyond maxEntries the oldest plays go first, logged; a dropped favourite is reported', async () => {
    const network = fakeConnectivity(false);
    const refused = jest.fn();
    const box = outbox({ send: scriptedApi().send, connectivity: network.connectivity, maxEntries: 3 });
    box.onRefused(refused);
    box.setFavourite('a:1', true, ALICE);
    box.recordPlay('a:1', 1, ALICE);
    box.recordPlay('a:2', 2, ALICE);
    box.setFavourite('a:2', true, ALICE);
    expect(stored().map(({ kind, key }) => `${kind} ${key}`)).toEqual(['favourite a:1', 'play a:2', 'favourite a:2']);
    expect(logger.warn).toHaveBeenCalledWith('The action outbox holds at most 3 writes: dropped the 1 oldest');
    expect(refused).not.toHaveBeenCalled();
    box.setFavourite('a:3', true, ALICE);
    box.setFavourite('a:4', true, ALICE);
    expect(stored().map(({ kind, key }) => `${kind} ${key}`)).toEqual([
      'favourite a:2',
      'favourite a:3',
      'favourite a:4',
    ]);
    expect(refused).toHaveBeenCalledWith(
      expect.objectContaining({ key: 'a:1' }),
      new Error('The action outbox is full'),
    );
  });
});
