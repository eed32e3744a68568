import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, type RawRecentGame } from '@lobby/shared';
import { BACKENDS } from '../../test/testDatabases';
import { DEV2_AUTH, DEV_AUTH, startTestService, type TestService } from '../../test/testApp';
import { IDEMPOTENT_REPLAYED_HEADER } from './idempotency';

const newKey = (): string => randomBytes(16).toString('base64url');

describe.each(BACKENDS)('writes with an Idempotency-Key on %s', (backend) => {
  let service: TestService;
  let gameKeys: string[];
  beforeAll(async () => {
    service = await startTestService(backend);
    const games = await service.db.query<{ key: string }>('SELECT key FROM games WHERE is_active AND desktop ORDER BY key DESC LIMIT 8');
    gameKeys = games.rows.map((row) => row.key);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const game = (index: number): string => gameKeys[index] ?? '';
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
    service.app.inject({ method, url, headers, remoteAddress: '10.44.0.1', ...(payload ? { payload } : {}) });
  const play = (gameId: string, key?: string, auth: Record<string, string> = DEV_AUTH) =>
    call('POST', '/api/games/recently-played', { ...auth, ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) }, { gameId });
  const recent = async (): Promise<string[]> =>
    (await call('GET', '/api/games/recently-played', DEV_AUTH)).json<{ data: RawRecentGame[] }>().data.map((entry) => entry.gameId);
  const appliedKeys = async (key: string): Promise<number> =>
    (await service.db.query('SELECT 1 FROM idempotency_keys WHERE idempotency_key = $1', [key])).rows.length;

  it('applies a play once per key: the retry answers the first reply and writes no second row', async () => {
    const key = newKey();
    const first = await play(game(0), key);
    expect(first.statusCode).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    // The player plays another game; then the first request's retry arrives.
    expect((await play(game(1), newKey())).statusCode).toBe(201);
    const retry = await play(game(0), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    // The retry moved nothing: the game played last is still first.
    expect((await recent()).slice(0, 2)).toEqual([game(1), game(0)]);
    expect(await appliedKeys(key)).toBe(1);
  });

  it('applies a key once when its copies arrive at the same time', async () => {
    const key = newKey();
    const replies = await Promise.all([play(game(3), key), play(game(3), key), play(game(3), key)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([201, 201, 201]);
    expect(replies.filter((reply) => reply.headers[IDEMPOTENT_REPLAYED_HEADER] === undefined)).toHaveLength(1);
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    expect(await appliedKeys(key)).toBe(1);
  });

  it('applies two keys as two writes, and a write without a key as ever', async () => {
    const [one, two] = [newKey(), newKey()];
    const first = await play(game(2), one);
    await play(game(3), newKey());
    const second = await play(game(2), two);
    expect(second.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(second.json<{ data: RawRecentGame }>().data.playedTimestampMs).toBeGreaterThanOrEqual(first.json<{ data: RawRecentGame }>().data.playedTimestampMs);
    expect((await recent())[0]).toBe(game(2));
    expect(await appliedKeys(one)).toBe(1);
    expect(await appliedKeys(two)).toBe(1);
    await play(game(3));
    expect((await recent())[0]).toBe(game(3));
  });

  it('keeps keys per player: the same key from another player is that player\'s own write', async () => {
    const key = newKey();
    await play(game(4), key);
    const theirs = await play(game(4), key, DEV2_AUTH);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.headers[IDEMPOTENT_REPLAYED_HEADER]).toBeUndefined();
    expect(await appliedKeys(key)).toBe(2);
  });

  it('refuses a key used for another request with a 409, writing nothing', async () => {
    const key = newKey();
    await play(game(5), key);
    const other = await play(game(6), key);
    expect(other.statusCode).toBe(409);
    expect((await recent())[0]).toBe(game(5));
  });

  it('keeps a late copy of an earlier favourite tap from undoing a later one', async () => {
    const url = `/api/games/favourite-games/${game(7)}`;
    const [add, remove] = [newKey(), newKey()];
    expect((await call('PUT', url, { ...DEV_AUTH, [IDEMPOTENCY_KEY_HEADER]: add })).json()).toEqual({ gameKey: game(7), favourite: true });
    expect((await call('DELETE', url, { ...DEV_AUTH, [IDEMPOTENCY_KEY_HEADER]: remove })).json()).toEqual({ gameKey: game(7), favourite: false });
    // The first tap's request, slow rather than lost, arrives last.
    const late = await call('PUT', url, { ...DEV_AUTH, [IDEMPOTENCY_KEY_HEADER]: add });
    expect(late.statusCode).toBe(200);
    expect(late.headers[IDEMPOTENT_REPLAYED_HEADER]).toBe('true');
    const favourites = (await call('GET', '/api/games/favourite-games', DEV_AUTH)).json<{ data: string[] }>().data;
    expect(favourites).not.toContain(game(7));
  });

  it.each([
    ['too short (under 16 random bytes)', 'abc'],
    ['outside base64url', `${'a'.repeat(21)}+`],
    ['too long', 'a'.repeat(65)],
  ])('answers 400 for a key %s, on every keyed write', async (_case, key) => {
    const headers = { ...DEV_AUTH, [IDEMPOTENCY_KEY_HEADER]: key };
    for (const [method, url, body] of [
      ['POST', '/api/games/recently-played', { gameId: game(0) }],
      ['PUT', `/api/games/favourite-games/${game(0)}`],
      ['DELETE', `/api/games/favourite-games/${game(0)}`],
    ] as const) {
      const response = await call(method, url, headers, body);
      expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 400 });
      expect(response.json<{ message: string }>().message).toContain(IDEMPOTENCY_KEY_HEADER);
    }
  });

  it('prunes keys older than a week as later keyed writes come in', async () => {
    const old = newKey();
    await play(game(0), old);
    await service.db.query(`UPDATE idempotency_keys SET applied_at = now() - interval '8 days' WHERE idempotency_key = $1`, [old]);
    await play(game(1), newKey(), DEV2_AUTH);
    expect(await appliedKeys(old)).toBe(0);
  });
});
