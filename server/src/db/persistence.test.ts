import Fastify from 'fastify';
import { contentService } from '../content/plugin';
import { BACKENDS, emptyDatabase, type TestDatabase } from '../../test/testDatabases';
import { DEV_AUTH } from '../../test/testApp';
import { migrate } from './migrate';
import { MIGRATIONS } from './migrations/all';
import { openDatabase } from './openDatabase';

const SEED_GAMES = 120;

describe.each(BACKENDS)('storage on %s', (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await emptyDatabase(backend);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  const start = async () => {
    const app = Fastify();
    await app.register(contentService, { ...database.location, seedGames: SEED_GAMES });
    await app.ready();
    return app;
  };

  it('migrates and seeds a fresh database on first start, then keeps data across restarts', async () => {
    const first = await start();
    const games = (await first.inject({ method: 'GET', url: '/api/v1/casino/games?limit=1' })).json<{ total: number; data: { aggregator: string; code: string }[] }>();
    expect(games.total).toBe(SEED_GAMES);
    const [game] = games.data;
    const gameKey = `${game?.aggregator}:${game?.code}`;
    expect((await first.inject({ method: 'PUT', url: `/api/games/favourite-games/${gameKey}`, headers: DEV_AUTH })).statusCode).toBe(200);
    await first.close();

    // A restart with a different seed size neither reseeds nor loses the favourite.
    const second = await start();
    expect((await second.inject({ method: 'GET', url: '/api/v1/casino/games?limit=1' })).json<{ total: number }>().total).toBe(SEED_GAMES);
    const favourites = (await second.inject({ method: 'GET', url: '/api/games/favourite-games', headers: DEV_AUTH })).json<{ data: string[] }>();
    expect(favourites.data[0]).toBe(gameKey);
    await second.close();
  }, 90_000);

  it('applies migrations once: running them again changes nothing', async () => {
    const db = await openDatabase(database.location);
    try {
      expect((await migrate(db, MIGRATIONS)).applied).toEqual([]);
      expect((await migrate(db, MIGRATIONS)).applied).toEqual([]);
      const recorded = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(recorded.rows.map((row) => row.version)).toEqual(MIGRATIONS.map((migration) => migration.version));
    } finally {
      await db.close();
    }
  }, 60_000);
});
