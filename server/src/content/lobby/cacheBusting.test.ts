import { LOCALES, type RawLobbyResponse } from '@lobby/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { seededDatabase, type TestDatabase } from '../../../test/testDatabases';
import { DEV_AUTH } from '../../../test/testApp';
import { TEST_SEED_GAMES } from '../../../test/testEnvironment';
import type { Database } from '../../db/database';
import { openDatabase } from '../../db/openDatabase';
import { contentService } from '../plugin';

/** 'A', 'B', … 'Z', 'AA', … : distinct words of letters only. */
const letters = (n: number): string => (n < 26 ? '' : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(65 + (n % 26));

describe('the lobby under cache-busting parameters', () => {
  let database: TestDatabase;
  let db: Database;
  let app: FastifyInstance;
  /** Lobby builds so far: each reads the blocks once. */
  let builds = 0;
  beforeAll(async () => {
    database = await seededDatabase('pglite');
    db = await openDatabase(database.location);
    const counted: Database = {
      ...db,
      query: (sql, params) => {
        if (sql.includes('FROM blocks b')) builds += 1;
        return db.query(sql, params);
      },
    };
    app = Fastify();
    await app.register(contentService, { ...database.location, seedGames: TEST_SEED_GAMES, database: counted });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await db?.close();
    await database?.dispose();
  });

  const lobby = (query: string) => app.inject({ method: 'GET', url: `/api/v1/casino/lobby?locale=en&${query}` });

  it.each([
    ['lobbyPlatform', (n: number) => `lobbyPlatform=bust${n}`],
    ['brand', (n: number) => `brand=bust${n}`],
    // Two-letter codes the service holds no licence for.
    ['country', (n: number) => `country=Q${letters(n % 26)}`],
    ['userStatuses', (n: number) => `userStatuses=Guest,Bust${letters(n)}`],
  ])('%s: 30 values it does not know ask for one lobby, built once', async (_name, bust) => {
    const reference = await lobby(bust(0));
    expect(reference.statusCode).toBe(200);
    const buildsBefore = builds;
    const responses = await Promise.all(Array.from({ length: 30 }, (_, n) => lobby(bust(n))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    expect(new Set(responses.map((response) => response.headers.etag))).toEqual(new Set([reference.headers.etag]));
    expect(builds - buildsBefore).toBe(0);
  });

  it('keeps the values it knows, matched case-insensitively where the SPEC says so', async () => {
    const known = (await lobby('lobbyPlatform=web-app&country=kr&brand=wptgpuke&userStatuses=loggedin')).json<RawLobbyResponse>();
    expect(known).toMatchObject({ lobbyPlatform: 'web-app', country: 'KR', currency: 'KRW', region: 'China' });
    const loggedIn = (await lobby('userStatuses=LoggedIn')).json<RawLobbyResponse>();
    expect(known.blocks.map((block) => block.id)).toEqual(loggedIn.blocks.map((block) => block.id));
    const unknown = (await lobby('lobbyPlatform=bust&country=QQ')).json<RawLobbyResponse>();
    expect(unknown).toMatchObject({ lobbyPlatform: null, country: null, currency: 'USD' });
  });

  it("never holds a player's own reads behind lobby builds", async () => {
    // Twelve variants that really differ (locale, platform) all need a build at once.
    const builds = LOCALES.slice(0, 12).map((locale) =>
      app
        .inject({ method: 'GET', url: `/api/v1/casino/lobby?locale=${locale}&devicePlatform=mobile&isIos=true` })
        .then((response) => {
          expect(response.statusCode).toBe(200);
          return Date.now();
        }),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));
    const favourites = await app.inject({ method: 'GET', url: '/api/games/favourite-games', headers: DEV_AUTH });
    const favouritesDone = Date.now();
    expect(favourites.statusCode).toBe(200);
    const buildsDone = await Promise.all(builds);
    // Behind a queue of every build's queries, the read would finish after the last build.
    expect(favouritesDone).toBeLessThan(Math.max(...buildsDone));
  }, 60_000);
});
