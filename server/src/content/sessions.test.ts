import Fastify, { type FastifyInstance } from 'fastify';
import { DEV2_AUTH, DEV_AUTH, TEST_OPERATOR_TOKEN, startTestService, type TestService } from '../../test/testApp';
import { emptyDatabase, type TestDatabase } from '../../test/testDatabases';
import { openDatabase } from '../db/openDatabase';
import { contentService } from './plugin';

const OPERATOR = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

interface Issued {
  readonly userId: string;
  readonly sessionId: string;
  readonly expiresAt: string;
}

describe('sessions in production mode', () => {
  let service: TestService;
  beforeAll(async () => {
    // A database a demo start seeded: its development sessions must not let anyone in.
    service = await startTestService('pglite', { mode: 'production', operatorToken: TEST_OPERATOR_TOKEN, sessionTtlSeconds: 3600 });
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const favourites = (headers: Record<string, string>) =>
    service.app.inject({ method: 'GET', url: '/api/games/favourite-games', headers });
  const issue = (payload: object, headers: Record<string, string> = OPERATOR) =>
    service.app.inject({ method: 'POST', url: '/api/operator/sessions', headers, payload });
  const auth = (session: Issued) => ({ 'x-userid': session.userId, 'x-sessionid': session.sessionId });

  it('refuses the development sessions', async () => {
    expect((await favourites(DEV_AUTH)).statusCode).toBe(401);
    expect((await favourites(DEV2_AUTH)).statusCode).toBe(401);
  });

  it('issues sessions to the operator only', async () => {
    expect((await issue({ userId: 'p-1' }, {})).statusCode).toBe(401);
    expect((await issue({ userId: 'p-1' }, { authorization: 'Bearer wrong-token-of-the-right-length-xx' })).statusCode).toBe(401);
    const issued = await issue({ userId: 'player-42', displayName: 'Player 42' });
    expect(issued.statusCode).toBe(201);
    const session = issued.json<Issued>();
    expect(session.userId).toBe('player-42');
    // At least 16 random bytes (SPEC §5): 32, base64url.
    expect(session.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const lifetimeS = (Date.parse(session.expiresAt) - Date.now()) / 1000;
    expect(lifetimeS).toBeGreaterThan(3500);
    expect(lifetimeS).toBeLessThanOrEqual(3600);
    const mine = await favourites(auth(session));
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ data: [] });
    expect((await issue({ userId: 'x', ttlSeconds: 1 })).statusCode).toBe(400);
    expect((await issue({ userId: 'x', role: 'admin' })).statusCode).toBe(400);
  });

  it('revokes a session, and every session of a player', async () => {
    const first = (await issue({ userId: 'player-7' })).json<Issued>();
    const second = (await issue({ userId: 'player-7' })).json<Issued>();
    const revoke = await service.app.inject({ method: 'DELETE', url: `/api/operator/sessions/${first.sessionId}`, headers: OPERATOR });
    expect(revoke.json()).toEqual({ sessionId: first.sessionId, revoked: true });
    expect((await favourites(auth(first))).statusCode).toBe(401);
    expect((await favourites(auth(second))).statusCode).toBe(200);
    const again = await service.app.inject({ method: 'DELETE', url: `/api/operator/sessions/${first.sessionId}`, headers: OPERATOR });
    expect(again.statusCode).toBe(404);
    const all = await service.app.inject({ method: 'DELETE', url: '/api/operator/players/player-7/sessions', headers: OPERATOR });
    expect(all.json()).toEqual({ userId: 'player-7', revoked: 1 });
    expect((await favourites(auth(second))).statusCode).toBe(401);
  });

  it('lets sessions expire', async () => {
    const session = (await issue({ userId: 'player-9', ttlSeconds: 60 })).json<Issued>();
    expect((await favourites(auth(session))).statusCode).toBe(200);
    await service.db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE session_id = $1`, [session.sessionId]);
    expect((await favourites(auth(session))).statusCode).toBe(401);
    const endless = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions WHERE expires_at IS NULL');
    expect(endless.rows[0]?.n).toBe(0);
  });
});

describe('modes on a fresh database', () => {
  let database: TestDatabase;
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    database = await emptyDatabase('pglite');
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it('production mode seeds nothing: no demo catalogue, no players', async () => {
    app = Fastify();
    await app.register(contentService, { ...database.location, seedGames: 50, mode: 'production', operatorToken: TEST_OPERATOR_TOKEN });
    await app.ready();
    const games = await app.inject({ method: 'GET', url: '/api/v1/casino/games' });
    expect(games.json()).toEqual({ data: [], total: 0 });
    await app.close();
    app = undefined;
    const db = await openDatabase(database.location);
    try {
      const players = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM players');
      expect(players.rows[0]?.n).toBe(0);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('demo mode (the default) seeds the demo catalogue with live development sessions and no operator API', async () => {
    app = Fastify();
    await app.register(contentService, { ...database.location, seedGames: 50 });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/v1/casino/games' })).json<{ total: number }>().total).toBe(50);
    expect((await app.inject({ method: 'GET', url: '/api/games/favourite-games', headers: DEV_AUTH })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: '/api/operator/sessions', payload: { userId: 'x' } })).statusCode).toBe(404);
  }, 60_000);
});
