import { AjvCompiler } from '@fastify/ajv-compiler';
import { PLAYER_PROTECTION_REPLY, checkAll, toJsonSchema, type RawPlayerProtection } from '@lobby/shared';
import type { FastifySchema } from 'fastify';
import { BACKENDS } from '../../../test/testDatabases';
import { DEV2_AUTH, DEV_AUTH, TEST_OPERATOR_TOKEN, startTestService, type TestService } from '../../../test/testApp';
import { nextPeriodStart } from './limitPeriods';
import { PLAY_SESSION_IDLE_MS, touchPlaySession } from './playSessions';

const OPERATOR = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
const DEV3_AUTH = { 'x-userid': 'dev-player-3', 'x-sessionid': 'dev-session-3' } as const;
const DEMO_PAGES = { limitsUrl: '/demo-operator/limits/', helpUrl: '/demo-operator/help/' };
const DAY_MS = 86_400_000;

type Validate = ((data: unknown) => boolean) & { errors?: unknown };
const compile = AjvCompiler()(
  {},
  { customOptions: { coerceTypes: false, removeAdditional: false } },
) as unknown as (route: { schema: FastifySchema; httpPart?: string }) => Validate;
const validateReply = compile({ schema: toJsonSchema(PLAYER_PROTECTION_REPLY) as FastifySchema, httpPart: 'body' });

describe.each(BACKENDS)('player protection on %s', (backend) => {
  let service: TestService;
  let demoGame: string;
  let gameWithoutDemo: string;
  beforeAll(async () => {
    service = await startTestService(backend, { operatorToken: TEST_OPERATOR_TOKEN });
    const games = await service.db.query<{ key: string }>(
      'SELECT key FROM games WHERE is_active AND desktop ORDER BY key LIMIT 2',
    );
    [demoGame, gameWithoutDemo] = games.rows.map((row) => row.key) as [string, string];
    // Whatever the seed draws, one game with a demo and one without.
    await service.db.query('UPDATE games SET has_demo = (key = $1) WHERE key = ANY ($2::text[])', [
      demoGame,
      [demoGame, gameWithoutDemo],
    ]);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const call = (
    method: 'GET' | 'PUT' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: object,
    remoteAddress = '127.0.0.1',
  ) => service.app.inject({ method, url, headers, remoteAddress, ...(payload ? { payload } : {}) });
  const protection = async (headers: Record<string, string>, query = '') => {
    const response = await call('GET', `/api/player/protection${query}`, headers);
    expect(response.statusCode).toBe(200);
    return response.json<RawPlayerProtection>();
  };
  const launch = (headers: Record<string, string>, body: Record<string, unknown>) =>
    call('POST', '/api/v1/casino/games/launch', headers, { locale: 'en', platform: 'desktop', ...body });
  const setPlayer = (userId: string, body: object) =>
    call('PUT', `/api/v1/operator/players/${userId}/protection`, OPERATOR, body);
  const setPolicy = (licenseType: string, body: object) =>
    call('PUT', `/api/v1/operator/protection-policies/${licenseType}`, OPERATOR, body);

  describe('GET /api/player/protection', () => {
    it.each([
      ['no headers', {}, '10.4.0.1'],
      ['an unknown session', { 'x-userid': 'dev-player-1', 'x-sessionid': 'nope' }, '10.4.0.2'],
      ['an expired session', { 'x-userid': 'dev-player-1', 'x-sessionid': 'dev-session-expired' }, '10.4.0.3'],
    ])('answers 401 with %s', async (_case, headers: Record<string, string>, address) => {
      const response = await call('GET', '/api/player/protection', headers, undefined, address);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Unauthorized', message: expect.any(String) });
    });

    it("answers the seeded player's limits under the default policy, private and never stored", async () => {
      const before = Date.now();
      const response = await call('GET', '/api/player/protection', DEV_AUTH);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      const body = response.json<RawPlayerProtection>();
      expect(checkAll(PLAYER_PROTECTION_REPLY, body, 5)).toMatchObject({ ok: true });
      expect([validateReply(body), validateReply.errors ?? null]).toEqual([true, null]);
      const resetsAt = nextPeriodStart('week', new Date()).toISOString();
      expect(body).toEqual({
        policy: { licenseType: null, sessionClock: true, realityCheckSeconds: 3600, ...DEMO_PAGES },
        sessionStartedAt: expect.any(String),
        depositLimit: { amount: 500, used: 120, period: 'week', resetsAt },
        lossLimit: { amount: 200, used: 35, period: 'week', resetsAt },
        exclusion: null,
      });
      expect(Date.parse(body.sessionStartedAt)).toBeGreaterThanOrEqual(before - 1000);
      // The next request of the same session is the same play session.
      expect((await protection(DEV_AUTH)).sessionStartedAt).toBe(body.sessionStartedAt);
    });

    it.each([
      ['?licenseType=Mexico', 'Mexico', 1800],
      ['?licenseType=SouthKorea', 'SouthKorea', 1800],
      ['?licenseType=Curacao', 'Curacao', 3600],
      ['?licenseType=Philippines', 'Philippines', 3600],
      // SPEC §5/§8: an invalid value is ignored, never a 400.
      ['?licenseType=Malta', null, 3600],
      ['?licenseType=mexico', null, 3600],
      ['?licenseType=null', null, 3600],
      ['?licenseType=Mexico&licenseType=Curacao', null, 3600],
      ['?other=1', null, 3600],
    ])('reads the policy for %s', async (query, licenseType, seconds) => {
      const body = await protection(DEV2_AUTH, query);
      expect(body.policy).toEqual({ licenseType, sessionClock: true, realityCheckSeconds: seconds, ...DEMO_PAGES });
      expect(body).toMatchObject({ depositLimit: null, lossLimit: null, exclusion: null });
    });

    it('answers the self-excluded seeded player with an exclusion of about six months', async () => {
      const body = await protection(DEV3_AUTH);
      expect(body.exclusion).toEqual({ kind: 'selfExcluded', until: expect.any(String) });
      const days = (Date.parse(body.exclusion?.until ?? '') - Date.now()) / DAY_MS;
      expect(days).toBeGreaterThan(170);
      expect(days).toBeLessThan(190);
      expect(checkAll(PLAYER_PROTECTION_REPLY, body, 5)).toMatchObject({ ok: true });
    });
  });

  describe('the play session', () => {
    const T0 = Date.parse('2026-11-28T12:00:00Z');
    const MINUTE = 60_000;
    // [minutes after T0 of a request, minutes after T0 its play session started]
    it.each<[number[], number[]]>([
      [
        [0, 10, 39],
        [0, 0, 0],
      ],
      [
        [0, 20, 51],
        [0, 0, 51],
      ],
      // Exactly the idle time apart is still the same play session; a minute more is not.
      [
        [0, 30, 61],
        [0, 0, 61],
      ],
      // A request that arrives late (another server's clock) neither restarts nor moves the last one back.
      [
        [0, 25, 20, 56],
        [0, 0, 0, 56],
      ],
    ])('requests at %j minutes start play at %j', async (requests, starts) => {
      const sessionId = `play-session-${requests.join('-')}`;
      await service.db.query(
        `INSERT INTO sessions (session_id, user_id, expires_at) VALUES ($1, 'dev-player-2', now() + interval '1 day')`,
        [sessionId],
      );
      const seen: number[] = [];
      for (const minute of requests) {
        const started = await touchPlaySession(service.db, sessionId, new Date(T0 + minute * MINUTE));
        seen.push((started.getTime() - T0) / MINUTE);
      }
      expect(seen).toEqual(starts);
      expect(PLAY_SESSION_IDLE_MS).toBe(30 * MINUTE);
    });
  });

  describe('the operator API', () => {
    it('is absent without an operator token, and refuses a wrong one', async () => {
      const plain = await startTestService(backend);
      try {
        expect(
          (await plain.app.inject({ method: 'PUT', url: '/api/v1/operator/protection-policies/default', payload: {} }))
            .statusCode,
        ).toBe(404);
        expect(
          (
            await plain.app.inject({
              method: 'PUT',
              url: '/api/v1/operator/players/dev-player-1/protection',
              payload: {},
            })
          ).statusCode,
        ).toBe(404);
        // The player's own call is there all the same.
        expect(
          (await plain.app.inject({ method: 'GET', url: '/api/player/protection', headers: DEV_AUTH })).statusCode,
        ).toBe(200);
      } finally {
        await plain.close();
      }
      const wrong = { authorization: 'Bearer wrong-token-of-the-right-length-xx' };
      expect(
        (await call('PUT', '/api/v1/operator/protection-policies/default', wrong, {}, '10.4.1.1')).statusCode,
      ).toBe(401);
      expect(
        (await call('PUT', '/api/v1/operator/players/dev-player-2/protection', {}, {}, '10.4.1.2')).statusCode,
      ).toBe(401);
    });

    it('changes a policy field by field; the player reads it on the next request', async () => {
      const shortened = await setPolicy('Philippines', { realityCheckSeconds: 5 });
      expect(shortened.statusCode).toBe(200);
      expect(shortened.json()).toEqual({
        licenseType: 'Philippines',
        sessionClock: true,
        realityCheckSeconds: 5,
        ...DEMO_PAGES,
      });
      expect((await protection(DEV2_AUTH, '?licenseType=Philippines')).policy.realityCheckSeconds).toBe(5);
      const off = await setPolicy('Philippines', {
        sessionClock: false,
        realityCheckSeconds: null,
        limitsUrl: 'https://operator.example/limits',
        helpUrl: null,
      });
      expect(off.json()).toEqual({
        licenseType: 'Philippines',
        sessionClock: false,
        realityCheckSeconds: null,
        limitsUrl: 'https://operator.example/limits',
        helpUrl: null,
      });
      expect((await protection(DEV2_AUTH, '?licenseType=Philippines')).policy).toEqual(off.json());
      // The default is the policy of a lobby without a licence type.
      const byDefault = await setPolicy('default', { realityCheckSeconds: 4 });
      expect(byDefault.json()).toMatchObject({ licenseType: null, realityCheckSeconds: 4 });
      expect((await protection(DEV2_AUTH)).policy.realityCheckSeconds).toBe(4);
      expect((await setPolicy('default', { realityCheckSeconds: 3600 })).statusCode).toBe(200);
    });

    it('answers with no policy at all where the database has none', async () => {
      await service.db.query(`DELETE FROM protection_policies WHERE license_type IN ('default', 'Mexico')`);
      try {
        expect((await protection(DEV2_AUTH, '?licenseType=Mexico')).policy).toEqual({
          licenseType: null,
          sessionClock: false,
          realityCheckSeconds: null,
          limitsUrl: null,
          helpUrl: null,
        });
      } finally {
        await setPolicy('default', { sessionClock: true, realityCheckSeconds: 3600, ...DEMO_PAGES });
        await setPolicy('Mexico', { sessionClock: true, realityCheckSeconds: 1800, ...DEMO_PAGES });
      }
    });

    it.each([
      ['an unknown licence type', 'Malta', {}],
      ['an unknown field', 'default', { clock: true }],
      ['a reality check of 0 s', 'default', { realityCheckSeconds: 0 }],
      ['a reality check of more than a day', 'default', { realityCheckSeconds: 86_401 }],
      ['a reality check in text', 'default', { realityCheckSeconds: '60' }],
      ['a flag in text', 'default', { sessionClock: 'true' }],
      ['a script address', 'default', { helpUrl: 'javascript:alert(1)' }],
      ['another origin disguised as a path', 'default', { limitsUrl: '//evil.example/limits' }],
      ['a blank address', 'default', { helpUrl: '' }],
    ])('refuses a policy with %s: 400', async (_case, licenseType, body) => {
      expect((await setPolicy(licenseType, body)).statusCode).toBe(400);
    });

    it("sets and clears a player's limits and break, part by part", async () => {
      const limited = await setPlayer('dev-player-2', { lossLimit: { amount: 50, period: 'day', used: 20 } });
      expect(limited.statusCode).toBe(200);
      const tomorrow = nextPeriodStart('day', new Date()).toISOString();
      expect(limited.json()).toEqual({
        userId: 'dev-player-2',
        depositLimit: null,
        lossLimit: { amount: 50, used: 20, period: 'day', resetsAt: tomorrow },
        exclusion: null,
      });
      // The amount changes, what is used stays; a deposit limit joins it.
      const raised = await setPlayer('dev-player-2', {
        lossLimit: { amount: 80, period: 'day' },
        depositLimit: { amount: 1000, period: 'month' },
      });
      expect(raised.json()).toMatchObject({
        lossLimit: { amount: 80, used: 20 },
        depositLimit: {
          amount: 1000,
          used: 0,
          period: 'month',
          resetsAt: nextPeriodStart('month', new Date()).toISOString(),
        },
      });
      const until = new Date(Date.now() + DAY_MS).toISOString();
      const coolOff = await setPlayer('dev-player-2', { exclusion: { kind: 'coolOff', until } });
      expect(coolOff.json()).toMatchObject({
        lossLimit: { amount: 80 },
        depositLimit: { amount: 1000 },
        exclusion: { kind: 'coolOff', until },
      });
      expect((await protection(DEV2_AUTH)).exclusion).toEqual({ kind: 'coolOff', until });
      const cleared = await setPlayer('dev-player-2', { exclusion: null, lossLimit: null, depositLimit: null });
      expect(cleared.json()).toEqual({ userId: 'dev-player-2', depositLimit: null, lossLimit: null, exclusion: null });
    });

    it.each([
      ['a cool-off without an end', { exclusion: { kind: 'coolOff', until: null } }],
      ['an end in the past', { exclusion: { kind: 'selfExcluded', until: '2020-01-01T00:00:00Z' } }],
      ['an end without its offset', { exclusion: { kind: 'selfExcluded', until: '2099-01-01T00:00:00' } }],
      ['an end that is no date', { exclusion: { kind: 'selfExcluded', until: 'tomorrow' } }],
      ['an unknown kind', { exclusion: { kind: 'timeOut', until: null } }],
      ['a limit of 0', { lossLimit: { amount: 0, period: 'day' } }],
      ['a negative amount used', { lossLimit: { amount: 10, period: 'day', used: -1 } }],
      ['an unknown period', { depositLimit: { amount: 10, period: 'year' } }],
      ['an amount in text', { depositLimit: { amount: '10', period: 'week' } }],
      ['an unknown field', { limits: [] }],
    ])('refuses %s: 400', async (_case, body) => {
      const response = await setPlayer('dev-player-2', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message: expect.any(String) });
    });

    it('answers 404 for a player it does not know', async () => {
      expect((await setPlayer('nobody-here', { exclusion: null })).statusCode).toBe(404);
    });
  });

  describe('the launch (POST /api/v1/casino/games/launch)', () => {
    it('launches a game with a demo for fun, for a guest too, at the demo address in fun mode', async () => {
      const [aggregator, code] = demoGame.split(':') as [string, string];
      const expected = { url: `/demo-games/${aggregator}/${code}?locale=en&platform=desktop&mode=fun` };
      const guest = await launch({}, { gameKey: demoGame, mode: 'fun' });
      expect([guest.statusCode, guest.json()]).toEqual([200, expected]);
      const player = await launch(DEV_AUTH, { gameKey: demoGame, mode: 'fun' });
      expect([player.statusCode, player.json()]).toEqual([200, expected]);
      // Real money stays as it was: the address has no mode, and a guest is sent to log in.
      expect((await launch(DEV_AUTH, { gameKey: demoGame, mode: 'real' })).json<{ url: string }>().url).toBe(
        `/demo-games/${aggregator}/${code}?locale=en&platform=desktop`,
      );
      expect((await launch({}, { gameKey: demoGame })).json()).toMatchObject({ reason: 'guest' });
    });

    it('refuses fun play of a game without a demo (409), and a mode it does not know (400)', async () => {
      const response = await launch({}, { gameKey: gameWithoutDemo, mode: 'fun' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: 'Conflict', message: expect.stringMatching(/no demo/) });
      expect((await launch(DEV_AUTH, { gameKey: demoGame, mode: 'demo' })).statusCode).toBe(400);
      expect((await launch(DEV_AUTH, { gameKey: demoGame, mode: null })).statusCode).toBe(400);
    });

    it('checks a session a fun launch names', async () => {
      const response = await call(
        'POST',
        '/api/v1/casino/games/launch',
        { 'x-userid': 'dev-player-1', 'x-sessionid': 'nope' },
        { gameKey: demoGame, locale: 'en', platform: 'desktop', mode: 'fun' },
        '10.4.2.1',
      );
      expect(response.statusCode).toBe(401);
    });

    it('refuses a self-excluded player every launch, real and fun: 403 with the reason and its end', async () => {
      const until = (await protection(DEV3_AUTH)).exclusion?.until;
      for (const mode of ['real', 'fun']) {
        const response = await launch(DEV3_AUTH, { gameKey: demoGame, mode });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({
          error: 'Forbidden',
          message: expect.stringContaining('excluded'),
          reason: 'selfExcluded',
          until,
        });
      }
    });

    it('refuses a player on a cool-off, and lets them play once it is over', async () => {
      const until = new Date(Date.now() + 3_600_000).toISOString();
      await setPlayer('dev-player-2', { exclusion: { kind: 'coolOff', until } });
      const refused = await launch(DEV2_AUTH, { gameKey: demoGame });
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        { error: 'Forbidden', message: expect.any(String), reason: 'coolOff', until },
      ]);
      await service.db.query(
        `UPDATE player_protection SET exclusion_until = now() - interval '1 second' WHERE user_id = 'dev-player-2'`,
      );
      expect((await launch(DEV2_AUTH, { gameKey: demoGame })).statusCode).toBe(200);
      expect((await protection(DEV2_AUTH)).exclusion).toBeNull();
      await setPlayer('dev-player-2', { exclusion: null });
    });

    it('refuses real money once the loss limit is used up, until it resets; fun money still plays', async () => {
      await setPlayer('dev-player-2', { lossLimit: { amount: 100, period: 'day', used: 100 } });
      const refused = await launch(DEV2_AUTH, { gameKey: demoGame });
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        {
          error: 'Forbidden',
          message: expect.stringContaining('loss limit'),
          reason: 'lossLimit',
          until: nextPeriodStart('day', new Date()).toISOString(),
        },
      ]);
      expect((await launch(DEV2_AUTH, { gameKey: demoGame, mode: 'fun' })).statusCode).toBe(200);
      // A limit used up in an earlier period counts nothing now.
      await service.db.query(
        `UPDATE player_protection SET loss_limit_counted_from = loss_limit_counted_from - interval '1 day' WHERE user_id = 'dev-player-2'`,
      );
      expect((await launch(DEV2_AUTH, { gameKey: demoGame })).statusCode).toBe(200);
      await setPlayer('dev-player-1', { lossLimit: { amount: 200, period: 'week', used: 199.99 } });
      expect((await launch(DEV_AUTH, { gameKey: demoGame })).statusCode).toBe(200);
      await setPlayer('dev-player-2', { lossLimit: null });
    });

    it('starts the play session the protection call then reads', async () => {
      await service.db.query(`DELETE FROM play_sessions WHERE session_id = 'dev-session-2'`);
      const before = Date.now();
      expect((await launch(DEV2_AUTH, { gameKey: demoGame })).statusCode).toBe(200);
      const started = Date.parse((await protection(DEV2_AUTH)).sessionStartedAt);
      expect(started).toBeGreaterThanOrEqual(before - 1000);
      expect(started).toBeLessThanOrEqual(Date.now());
    });
  });
});
