import { createLobbyStorage, createMemoryStorage, type LobbyStorage } from '@lobby/storage';
import { createFailover } from './failover';

const A = 'https://a.example';
const B = 'https://b.example';
const C = 'https://c.example';

let storage: LobbyStorage;
beforeEach(() => {
  storage = createLobbyStorage(createMemoryStorage(), { logger: { warn: jest.fn() } });
});

describe('createFailover', () => {
  it('plans every proxy once, the first on the short timeout and the rest on the long one', () => {
    const failover = createFailover({ key: 'casino', baseUrls: [A, B, C], timeoutCount: 2, storage });
    expect(failover.plan()).toEqual([
      { baseUrl: A, timeoutIndex: 0 },
      { baseUrl: B, timeoutIndex: 1 },
      { baseUrl: C, timeoutIndex: 1 },
    ]);
  });

  it('starts from the remembered proxy and wraps around', () => {
    const failover = createFailover({ key: 'casino', baseUrls: [A, B, C], timeoutCount: 2, storage });
    failover.remember({ baseUrl: B, timeoutIndex: 1 });
    expect(failover.plan()).toEqual([
      { baseUrl: B, timeoutIndex: 1 },
      { baseUrl: C, timeoutIndex: 1 },
      { baseUrl: A, timeoutIndex: 1 },
    ]);
  });

  it('remembers per client key and writes nothing while the first proxy works', () => {
    const casino = createFailover({ key: 'casino', baseUrls: [A, B], timeoutCount: 2, storage });
    const platform = createFailover({ key: 'platform', baseUrls: [A, B], timeoutCount: 2, storage });
    casino.remember({ baseUrl: A, timeoutIndex: 0 });
    expect(storage.get('apiFailover')).toBeNull();
    platform.remember({ baseUrl: B, timeoutIndex: 1 });
    expect(casino.plan()[0]).toEqual({ baseUrl: A, timeoutIndex: 0 });
    expect(storage.get('apiFailover')).toEqual({ platform: { baseUrl: B, timeoutIndex: 1 } });
  });

  it('clamps a remembered timeout step to the ladder', () => {
    storage.set('apiFailover', { casino: { baseUrl: B, timeoutIndex: 7 } });
    const failover = createFailover({ key: 'casino', baseUrls: [A, B], timeoutCount: 2, storage });
    expect(failover.plan()[0]).toEqual({ baseUrl: B, timeoutIndex: 1 });
  });
});
