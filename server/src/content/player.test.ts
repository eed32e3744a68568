import type { RawFreeRound, RawRecentGame } from '@lobby/shared';
import { insertRows } from '../db/insertRows';
import { BACKENDS } from '../../test/testDatabases';
import { DEV2_AUTH, DEV_AUTH, startTestService, type TestService } from '../../test/testApp';

describe.each(BACKENDS)('player endpoints on %s', (backend) => {
  let service: TestService;
  let gameKeys: string[];
  beforeAll(async () => {
    service = await startTestService(backend);
    const games = await service.db.query<{ key: string }>(
      'SELECT key FROM games WHERE is_active AND desktop ORDER BY key',
    );
    gameKeys = games.rows.map((row) => row.key);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const call = (
    method: 'GET' | 'PUT' | 'DELETE' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
    remoteAddress = '127.0.0.1',
  ) => service.app.inject({ method, url, headers, remoteAddress, ...(payload ? { payload } : {}) });
  const key = (index: number): string => gameKeys[index] ?? '';

  // Failed authentications count per address: each case comes from an address of its own.
  it.each([
    ['no headers', {}, '10.2.0.1'],
    ['no session', { 'x-userid': 'dev-player-1' }, '10.2.0.2'],
    ['unknown session', { 'x-userid': 'dev-player-1', 'x-sessionid': 'nope' }, '10.2.0.3'],
    ["another player's session", { 'x-userid': 'dev-player-1', 'x-sessionid': 'dev-session-2' }, '10.2.0.4'],
    ['an expired session', { 'x-userid': 'dev-player-1', 'x-sessionid': 'dev-session-expired' }, '10.2.0.5'],
  ])('answers 401 with %s', async (_case, headers: Record<string, string>, address: string) => {
    for (const [method, url, body] of [
      ['GET', '/api/player/freerounds'],
      ['GET', '/api/games/recently-played'],
      ['POST', '/api/games/recently-played', { gameId: key(0) }],
      ['GET', '/api/games/favourite-games'],
      ['PUT', `/api/games/favourite-games/${key(0)}`],
      ['DELETE', `/api/games/favourite-games/${key(0)}`],
      ['POST', '/api/haba/logout', { gameId: '1' }],
      ['POST', '/api/v1/casino/games/launch', { gameKey: key(0), locale: 'en', platform: 'desktop' }],
    ] as const) {
      const response = await call(method, url, headers, body, address);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 401 });
      expect(response.json()).toMatchObject({ error: 'Unauthorized', message: expect.any(String) });
    }
  });

  it('lists live free rounds of the player only', async () => {
    const mine = (await call('GET', '/api/player/freerounds', DEV_AUTH)).json<{ data: RawFreeRound[] }>().data;
    const theirs = (await call('GET', '/api/player/freerounds', DEV2_AUTH)).json<{ data: RawFreeRound[] }>().data;
    expect(mine).toHaveLength(3);
    expect(theirs).toHaveLength(1);
    expect(mine.every((round) => round.rounds > 0 && round.expiresAt !== null && Date.parse(round.expiresAt) > Date.now())).toBe(true);
  });

  it('records plays and lists recent games newest first, per player', async () => {
    const before = (await call('GET', '/api/games/recently-played', DEV_AUTH)).json<{ data: RawRecentGame[] }>().data;
    expect(before).toHaveLength(15);
    const played = await call('POST', '/api/games/recently-played', DEV_AUTH, { gameId: key(5) });
    expect(played.statusCode).toBe(201);
    const after = (await call('GET', '/api/games/recently-played', DEV_AUTH)).json<{ data: RawRecentGame[] }>().data;
    expect(after[0]?.gameId).toBe(key(5));
    const stamps = after.map((entry) => entry.playedTimestampMs);
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
    const other = (await call('GET', '/api/games/recently-played', DEV2_AUTH)).json<{ data: RawRecentGame[] }>().data;
    expect(other.map((entry) => entry.gameId)).not.toContain(key(5));
    expect((await call('POST', '/api/games/recently-played', DEV_AUTH, { gameId: 'bragg:no-such-game' })).statusCode).toBe(404);
  });

  it('adds and removes favourites idempotently, case-insensitively by code', async () => {
    const list = async (auth: Record<string, string>) =>
      (await call('GET', '/api/games/favourite-games', auth)).json<{ data: string[] }>().data;
    const target = key(7);
    await call('DELETE', `/api/games/favourite-games/${target}`, DEV_AUTH);
    const [aggregator, code] = target.split(':') as [string, string];
    for (let i = 0; i < 2; i += 1) {
      const put = await call('PUT', `/api/games/favourite-games/${aggregator}:${code.toUpperCase()}`, DEV_AUTH);
      expect(put.json()).toEqual({ gameKey: target, favourite: true });
    }
    expect((await list(DEV_AUTH))[0]).toBe(target);
    expect((await list(DEV_AUTH)).filter((entry) => entry === target)).toHaveLength(1);
    expect(await list(DEV2_AUTH)).not.toContain(target);
    for (let i = 0; i < 2; i += 1) {
      expect((await call('DELETE', `/api/games/favourite-games/${encodeURIComponent(target)}`, DEV_AUTH)).statusCode).toBe(200);
    }
    expect(await list(DEV_AUTH)).not.toContain(target);
    expect((await call('PUT', '/api/games/favourite-games/bragg:no-such-game', DEV_AUTH)).statusCode).toBe(404);
    // A bare code is a key of the default aggregator (SPEC §1); a comma is outside the key's form.
    expect((await call('PUT', '/api/games/favourite-games/not-a-key', DEV_AUTH)).statusCode).toBe(404);
    expect((await call('PUT', '/api/games/favourite-games/bragg:a,b', DEV_AUTH)).statusCode).toBe(400);
  });

  it('settles a pending buyout once, and nothing else', async () => {
    const logout = (auth: Record<string, string>, gameId: string | number) => call('POST', '/api/haba/logout', auth, { gameId });
    // The seed holds dev-player-1's balance at a CowBoy table (poker game id 10).
    expect((await logout(DEV2_AUTH, '10')).statusCode).toBe(409);
    expect((await logout(DEV_AUTH, 2)).statusCode).toBe(409);
    const settled = await logout(DEV_AUTH, '10');
    expect(settled.statusCode).toBe(200);
    expect(settled.json()).toEqual({ settled: true, gameId: '10' });
    const again = await logout(DEV_AUTH, 10);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Conflict', message: expect.any(String) });
  });

  it('launches games to a demo page URL', async () => {
    const response = await call('POST', '/api/v1/casino/games/launch', DEV_AUTH, { gameKey: key(1), locale: 'fr', platform: 'desktop' });
    expect(response.statusCode).toBe(200);
    const [aggregator, code] = key(1).split(':') as [string, string];
    expect(response.json()).toEqual({ url: `/demo-games/${aggregator}/${code}?locale=fr&platform=desktop` });
    // SPEC §3's geo-compliance token goes with a launch: accepted, and never put in the address.
    const withToken = await call('POST', '/api/v1/casino/games/launch', DEV_AUTH, { gameKey: key(1), locale: 'fr', platform: 'desktop', geoComplyToken: 'geo-1' });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json()).toEqual(response.json());
    const inactive = await service.db.query<{ key: string }>('SELECT key FROM games WHERE NOT is_active LIMIT 1');
    const inactiveKey = inactive.rows[0]?.key ?? '';
    expect((await call('POST', '/api/v1/casino/games/launch', DEV_AUTH, { gameKey: inactiveKey, locale: 'en', platform: 'desktop' })).statusCode).toBe(409);
    expect((await call('POST', '/api/v1/casino/games/launch', DEV_AUTH, { gameKey: 'bragg:none', locale: 'en', platform: 'desktop' })).statusCode).toBe(404);
    const invalid = await call('POST', '/api/v1/casino/games/launch', DEV_AUTH, { gameKey: key(1), locale: 'xx', platform: 'tv' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ message: string }>().message).toMatch(/locale|platform/);
  });

  // The lobby's gate (@lobby/domain gatePlayerAction) on the server's side of a launch, before
  // authentication: the reason tells the lobby what to ask of the player.
  it.each([
    ['a guest (no ids)', {}, 'guest', '10.2.1.1'],
    ['a player without a session id', { 'x-userid': 'dev-player-1' }, 'credentials', '10.2.1.2'],
    ['a session id without a player', { 'x-sessionid': 'dev-session-1' }, 'credentials', '10.2.1.3'],
    ['a blank player id', { 'x-userid': ' ', 'x-sessionid': 'dev-session-1' }, 'credentials', '10.2.1.4'],
  ])('refuses the launch of %s at the gate: 401 naming the reason', async (_case, headers: Record<string, string>, reason, address) => {
    const response = await call('POST', '/api/v1/casino/games/launch', headers, { gameKey: key(1), locale: 'en', platform: 'desktop' }, address);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Unauthorized', message: expect.any(String), reason });
  });

  it('lets a launch with both ids through the gate to authentication', async () => {
    const response = await call('POST', '/api/v1/casino/games/launch', { 'x-userid': 'dev-player-1', 'x-sessionid': 'dev-session-2' }, { gameKey: key(1), locale: 'en', platform: 'desktop' }, '10.2.1.5');
    expect(response.statusCode).toBe(401);
    // Authentication's refusal: the session is checked, and it is not this player's.
    expect(response.json()).toEqual({ error: 'Unauthorized', message: 'The session is not a live session of this user' });
  });

  it('loses no update in 1,000 concurrent favourite toggles from 10 players', async () => {
    // Ten players on ten addresses: the rate limit is per address.
    const players = Array.from({ length: 10 }, (_, index) => ({
      userId: `load-player-${index}`,
      sessionId: `load-session-${index}`,
      address: `10.3.0.${index + 1}`,
    }));
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    await insertRows(service.db, 'players', ['user_id', 'display_name'], players.map((p) => [p.userId, p.userId]));
    await insertRows(service.db, 'sessions', ['session_id', 'user_id', 'expires_at'], players.map((p) => [p.sessionId, p.userId, tomorrow]));
    const auth = (p: (typeof players)[number]) => ({ 'x-userid': p.userId, 'x-sessionid': p.sessionId });

    // Round 1: every player adds 100 favourites at once.
    const adds = players.flatMap((p) =>
      Array.from({ length: 100 }, (_, i) => call('PUT', `/api/games/favourite-games/${key(i)}`, auth(p), undefined, p.address)),
    );
    expect((await Promise.all(adds)).every((response) => response.statusCode === 200)).toBe(true);
    // Round 2: at once, remove the first 50 and add 50 others.
    const toggles = players.flatMap((p) =>
      Array.from({ length: 100 }, (_, i) =>
        i < 50
          ? call('DELETE', `/api/games/favourite-games/${key(i)}`, auth(p), undefined, p.address)
          : call('PUT', `/api/games/favourite-games/${key(i + 50)}`, auth(p), undefined, p.address),
      ),
    );
    expect((await Promise.all(toggles)).every((response) => response.statusCode === 200)).toBe(true);

    const expected = Array.from({ length: 100 }, (_, i) => key(i + 50)).sort();
    for (const p of players) {
      const favourites = (await call('GET', '/api/games/favourite-games', auth(p), undefined, p.address)).json<{ data: string[] }>().data;
      expect([...favourites].sort()).toEqual(expected);
    }
  }, 120_000);
});
