import type { RawLobbyResponse } from '@lobby/shared';
import { DEV_AUTH, TEST_OPERATOR_TOKEN, startTestService, type TestService } from '../../test/testApp';

const DAY_MS = 86_400_000;
const OPERATOR = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };

/**
 * Two blocks on the home page around real now: one that starts tomorrow, one that ended
 * yesterday, with the games of a block the page already shows.
 */
async function addDatedBlocks(service: TestService): Promise<void> {
  const now = Date.now();
  const statements = [
    `INSERT INTO blocks (id, type, slug, heading, start_at, end_at) VALUES
      ('t-tomorrow', 'standard', 't-tomorrow', 'Starts tomorrow', $1, NULL),
      ('t-yesterday', 'standard', 't-yesterday', 'Ended yesterday', NULL, $2)`,
    `INSERT INTO block_games (block_id, game_key, position)
      SELECT b.id, g.key, row_number() OVER (PARTITION BY b.id ORDER BY g.key)
      FROM (VALUES ('t-tomorrow'), ('t-yesterday')) AS b (id), (SELECT key FROM games ORDER BY key LIMIT 3) AS g`,
    `INSERT INTO page_blocks (page_id, block_id, position)
      SELECT p.id, b.id, 1000 + b.n FROM pages AS p, (VALUES ('t-tomorrow', 1), ('t-yesterday', 2)) AS b (id, n) WHERE p.slug = 'home'`,
  ];
  const [blocks, ...rest] = statements as [string, ...string[]];
  await service.db.query(blocks, [new Date(now + DAY_MS).toISOString(), new Date(now - DAY_MS).toISOString()]);
  for (const statement of rest) await service.db.query(statement);
}

const headings = (lobby: RawLobbyResponse): string[] => lobby.blocks.map((block) => block.heading);

describe('editors preview tokens (demo mode with an operator)', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('pglite', { operatorToken: TEST_OPERATOR_TOKEN });
    await addDatedBlocks(service);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const lobby = (query: string, headers: Record<string, string> = {}) =>
    service.app.inject({ method: 'GET', url: `/api/v1/casino/lobby?locale=en${query}`, headers });
  const demoToken = async (): Promise<string> => {
    const issued = await service.app.inject({ method: 'POST', url: '/api/v1/casino/preview-tokens' });
    expect(issued.statusCode).toBe(201);
    return issued.json<{ token: string }>().token;
  };

  it('a player never receives content outside its window, with or without a session', async () => {
    for (const headers of [{}, DEV_AUTH]) {
      const response = await lobby('', headers);
      expect(response.statusCode).toBe(200);
      expect(headings(response.json())).not.toContain('Starts tomorrow');
      expect(headings(response.json())).not.toContain('Ended yesterday');
    }
  });

  it('a preview token sees the lobby as of `at`: tomorrow’s block in, yesterday’s out', async () => {
    const token = await demoToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const at = new Date(Date.now() + 2 * DAY_MS).toISOString();
    const response = await lobby(`&at=${encodeURIComponent(at)}`, { 'x-preview-token': token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(headings(response.json())).toContain('Starts tomorrow');
    expect(headings(response.json())).not.toContain('Ended yesterday');
    const before = await lobby(`&at=${encodeURIComponent(new Date(Date.now() - 2 * DAY_MS).toISOString())}`, { 'x-preview-token': token });
    expect(headings(before.json())).toContain('Ended yesterday');
    expect(headings(before.json())).not.toContain('Starts tomorrow');
  });

  it('the cache never hands an editor’s reply to a player, in either order', async () => {
    const token = await demoToken();
    const at = encodeURIComponent(new Date(Date.now() + 2 * DAY_MS).toISOString());
    expect(headings((await lobby(`&at=${at}`, { 'x-preview-token': token })).json())).toContain('Starts tomorrow');
    const player = await lobby('', {});
    expect(player.headers.vary).toContain('x-preview-token');
    expect(headings(player.json())).not.toContain('Starts tomorrow');
    // The same URL without `at`: the editor's reply is built at now, and still not cached for players.
    expect((await lobby('', { 'x-preview-token': token })).headers['cache-control']).toBe('private, no-store');
    expect((await lobby('', {})).headers['cache-control']).toBe('no-cache');
  });

  it.each<[string, string, Record<string, string>, number]>([
    ['a made-up token', '', { 'x-preview-token': 'A'.repeat(43) }, 401],
    ['a malformed token', '', { 'x-preview-token': 'short' }, 401],
    ['a player session id as a token', '', { 'x-preview-token': DEV_AUTH['x-sessionid'] }, 401],
    ['`at` without a token', `&at=${encodeURIComponent('2030-01-01T00:00:00Z')}`, {}, 401],
    ['`at` without an offset', '&at=2030-01-01T00:00', { 'x-preview-token': 'valid' }, 400],
    ['`at` on 30 February', `&at=${encodeURIComponent('2030-02-30T00:00:00Z')}`, { 'x-preview-token': 'valid' }, 400],
    ['`at` as words', '&at=tomorrow', { 'x-preview-token': 'valid' }, 400],
  ])('%s', async (_case, query, headers, status) => {
    const token = headers['x-preview-token'] === 'valid' ? { 'x-preview-token': await demoToken() } : headers;
    const response = await lobby(query, token);
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toContain('application/json');
  });

  it('the operator issues tokens by name; nobody else does', async () => {
    const refused = await service.app.inject({ method: 'POST', url: '/api/operator/preview-tokens', payload: { editor: 'ed' } });
    expect(refused.statusCode).toBe(401);
    const issued = await service.app.inject({
      method: 'POST',
      url: '/api/operator/preview-tokens',
      headers: OPERATOR,
      payload: { editor: 'editor@example.com', ttlSeconds: 600 },
    });
    expect(issued.statusCode).toBe(201);
    const { token, editor } = issued.json<{ token: string; editor: string }>();
    expect(editor).toBe('editor@example.com');
    expect((await lobby('', { 'x-preview-token': token })).statusCode).toBe(200);
  });
});

describe('editors preview tokens in production mode', () => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService('pglite', { mode: 'production', operatorToken: TEST_OPERATOR_TOKEN });
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  it('has no open route that hands out tokens', async () => {
    const response = await service.app.inject({ method: 'POST', url: '/api/v1/casino/preview-tokens' });
    expect(response.statusCode).toBe(404);
  });

  it('an expired token is refused', async () => {
    const issued = await service.app.inject({
      method: 'POST',
      url: '/api/operator/preview-tokens',
      headers: OPERATOR,
      payload: { editor: 'ed', ttlSeconds: 60 },
    });
    const { token } = issued.json<{ token: string }>();
    await service.db.query(`UPDATE preview_tokens SET expires_at = now() - interval '1 second'`);
    const response = await service.app.inject({ method: 'GET', url: '/api/v1/casino/lobby?locale=en', headers: { 'x-preview-token': token } });
    expect(response.statusCode).toBe(401);
  });
});
