import { createGameIndex, parseGameKey } from '@lobby/domain';
import type { RawGamesPage, RawRecentGame } from '@lobby/shared';
import { BACKENDS } from '../../test/testDatabases';
import { DEV_AUTH, startTestService, type TestService } from '../../test/testApp';

/**
 * The game key rule (@lobby/domain gameKey.ts, wire form @lobby/shared gameKey.ts) on both
 * sides: every spelling names the same game, or none, in the lobby's own lookup and in each
 * call that takes a key (favourites, recent games, launch and its demo page, GET games). The
 * spellings differ in the ways the two sides used to disagree: letter case, the aggregator
 * alias, a separator inside the code, a missing aggregator.
 */
const LONGEST_CODE = `${':'.repeat(119)}z`;
const GAMES = [
  { aggregator: 'bragg', code: 'Abc:1' },
  { aggregator: 'abc', code: '1' },
  { aggregator: 'a'.repeat(60), code: LONGEST_CODE },
] as const;
const lobbyIndex = createGameIndex(GAMES.map((game) => ({ key: `${game.aggregator}:${game.code}`, code: game.code })));

const SPELLINGS: readonly (readonly [string, string | null])[] = [
  ['bragg:Abc:1', 'bragg:Abc:1'],
  ['ORYX:Abc:1', 'bragg:Abc:1'],
  ['oryx:abc:1', 'bragg:Abc:1'],
  ['BRAGG:ABC:1', 'bragg:Abc:1'],
  [':abc:1', 'bragg:Abc:1'],
  // Split at the first separator: aggregator abc, code 1.
  ['abc:1', 'abc:1'],
  ['ABC:1', 'abc:1'],
  // A bare code belongs to bragg, and bragg has no game 'Abc'.
  ['Abc', null],
  // Outside the wire form.
  ['bragg:Abc:1 ', null],
  ['bragg:Abc,1', null],
  ['bragg:', null],
  // The longest key, every character of its code escaped in a path.
  [`${'A'.repeat(60)}:${LONGEST_CODE.toUpperCase()}`, `${'a'.repeat(60)}:${LONGEST_CODE}`],
  [`${'a'.repeat(61)}:${LONGEST_CODE}`, null],
];

describe.each(BACKENDS)('one game key rule for the lobby and the service on %s', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
    for (const { aggregator, code } of GAMES) {
      await service.db.query(
        `INSERT INTO games (key, aggregator, code, raw_title, supplier, mobile, desktop, is_active, released_at)
         VALUES ($1 || ':' || $2, $1, $2, $2, 'bragg', true, true, true, now())`,
        [aggregator, code],
      );
    }
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
    service.app.inject({ method, url, headers: DEV_AUTH, ...(payload ? { payload } : {}) });
  const path = (key: string) => `/api/games/favourite-games/${encodeURIComponent(key)}`;

  test.each(SPELLINGS)('%p names %p everywhere', async (spelling, expected) => {
    const favourite = await call('PUT', path(spelling));
    const recent = await call('POST', '/api/games/recently-played', { gameId: spelling });
    const launch = await call('POST', '/api/v1/casino/games/launch', {
      gameKey: spelling,
      locale: 'en',
      platform: 'desktop',
    });
    const launchUrl = launch.statusCode === 200 ? launch.json<{ url: string }>().url : null;
    const demoPage = launchUrl === null ? null : await call('GET', launchUrl);
    const games = await call('GET', `/api/v1/casino/games?locale=en&key=${encodeURIComponent(spelling)}`);
    const removed = await call('DELETE', path(spelling));

    expect({
      lobby: lobbyIndex.byKey(spelling)?.key ?? null,
      favourite: favourite.statusCode === 200 ? favourite.json<{ gameKey: string }>().gameKey : null,
      recent: recent.statusCode === 201 ? recent.json<{ data: RawRecentGame }>().data.gameId : null,
      launch:
        launchUrl === null
          ? null
          : decodeURIComponent(launchUrl.split('?')[0]?.replace('/demo-games/', '').replace('/', ':') ?? ''),
      demoPage: demoPage?.statusCode ?? null,
      games:
        games.statusCode === 200
          ? (games.json<RawGamesPage>().data.map((game) => `${game.aggregator}:${game.code}`)[0] ?? null)
          : null,
      removed: removed.statusCode === 200 ? removed.json<{ gameKey: string }>().gameKey : null,
    }).toEqual({
      lobby: expected,
      favourite: expected,
      recent: expected,
      launch: expected,
      demoPage: expected === null ? null : 200,
      games: expected,
      // Removing is idempotent: a key of no game is removed as it was sent.
      removed: expected ?? (parseGameKey(spelling) === null ? null : spelling),
    });
  });

  test('a key outside the wire form is refused as malformed, an unknown one as not found', async () => {
    expect((await call('PUT', path('bragg:Abc,1'))).statusCode).toBe(400);
    expect((await call('PUT', path('x'.repeat(121)))).statusCode).toBe(400);
    expect((await call('PUT', path('bragg:none:1'))).statusCode).toBe(404);
  });
});
