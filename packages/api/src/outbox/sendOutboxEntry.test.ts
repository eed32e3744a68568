import { createLobbyStorage, createMemoryStorage, type StoredOutboxEntry } from '@lobby/storage';
import { createApiClients } from '../createApiClients';
import { reply, startFaultServer, type FaultServer } from '../testing/faultServer';
import { createActionOutbox } from './createActionOutbox';
import { sendOutboxEntry } from './sendOutboxEntry';

const ENTRY: StoredOutboxEntry = {
  id: 'KeyKeyKeyKeyKeyKeyKeyK',
  kind: 'favourite',
  key: 'bragg:gates',
  favourite: true,
  atMs: 1,
  userId: 'alice',
  sessionId: 's-alice',
  attempts: 0,
};

describe('sendOutboxEntry', () => {
  const write = { idempotencyKey: ENTRY.id, credentials: { userId: 'alice', sessionId: 's-alice' } };
  test.each<[string, Partial<StoredOutboxEntry>, 'addFavourite' | 'removeFavourite' | 'recordPlay']>([
    ['a wanted favourite', { favourite: true }, 'addFavourite'],
    ['an unwanted favourite', { favourite: false }, 'removeFavourite'],
    ['a play', { kind: 'play', favourite: null }, 'recordPlay'],
  ])('%s: %s with the entry’s key and credentials', async (_name, change, call) => {
    const api = {
      addFavourite: jest.fn(async () => undefined),
      removeFavourite: jest.fn(async () => undefined),
      recordPlay: jest.fn(async () => undefined),
    };
    await sendOutboxEntry(api)({ ...ENTRY, ...change });
    expect(api[call]).toHaveBeenCalledWith('bragg:gates', write);
    const others = (['addFavourite', 'removeFavourite', 'recordPlay'] as const).filter((name) => name !== call);
    for (const other of others) expect(api[other]).not.toHaveBeenCalled();
  });
});

describe('the outbox on the platform API (a real local server)', () => {
  let server: FaultServer;
  beforeAll(async () => {
    server = await startFaultServer();
  });
  afterAll(() => server.close());

  test('a play made on one account, retried after a 503, reaches the server once keyed, on that account', async () => {
    server.route('POST', '/api/games/recently-played', reply(503), reply(201));
    const storage = createLobbyStorage(createMemoryStorage(), { logger: { warn: jest.fn() }, events: null });
    const api = createApiClients({
      storage,
      proxies: { platform: [server.url] },
      // Someone else is signed in by the time the write goes out.
      getSession: () => ({ userId: 'bob', sessionId: 's-bob' }),
      readCookie: () => null,
      logger: { warn: jest.fn(), error: jest.fn() },
      adapter: 'fetch',
      retryBaseDelayMs: 1,
    });
    const outbox = createActionOutbox({
      storage,
      send: sendOutboxEntry(api),
      // The backoff's wait is not what this test is about: every timer fires on the next task.
      timers: {
        setTimeout: (callback) => setTimeout(callback, 0),
        clearTimeout: (handle) => clearTimeout(handle as number),
      },
      connectivity: { isOnline: () => true, onOnline: () => () => undefined },
      logger: { warn: jest.fn() },
    });
    const settled = new Promise<StoredOutboxEntry>((resolve) => outbox.onSettled(resolve));
    outbox.recordPlay('bragg:gates', 5, { userId: 'alice', sessionId: 's-alice' });
    const entry = await settled;
    outbox.stop();

    const requests = server.requestsTo('POST', '/api/games/recently-played');
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.headers).toMatchObject({
        'idempotency-key': entry.id,
        'x-userid': 'alice',
        'x-sessionid': 's-alice',
      });
      expect(request.body).toEqual({ gameId: 'bragg:gates' });
    }
    expect(storage.get('actionOutbox')).toEqual([]);
  });
});
