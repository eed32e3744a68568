import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations/all';
import { createPgliteDatabase } from '../db/pgliteDatabase';
import { SUPPORTED_MINI_GAME_IDS } from '@lobby/domain';
import { generateSeed } from './generateSeed';
import { createPrng } from './prng';
import { seedIfEmpty } from './seedDatabase';

const NOW = new Date('2025-01-01T00:00:00Z');

describe('seed', () => {
  it('is deterministic for the same size and instant', () => {
    expect(generateSeed({ games: 50, now: NOW })).toEqual(generateSeed({ games: 50, now: NOW }));
  });

  it('covers the dev players, both bonus types and unique game keys', () => {
    const tables = new Map(generateSeed({ games: 200, now: NOW }).map((table) => [table.table, table.rows]));
    const keys = (tables.get('games') ?? []).map((row) => row.key);
    expect(new Set(keys).size).toBe(200);
    expect((tables.get('sessions') ?? []).map((row) => row.session_id)).toEqual(
      expect.arrayContaining(['dev-session-1', 'dev-session-2']),
    );
    expect(new Set((tables.get('bonuses') ?? []).map((row) => row.type))).toEqual(new Set(['Content', 'Free Spin']));
    expect((tables.get('labels') ?? []).length).toBe(20);
  });

  it('gives every banner and poker banner its own headline, sub-line and call to action', () => {
    const tables = new Map(generateSeed({ games: 200, now: NOW }).map((table) => [table.table, table.rows]));
    const banners = tables.get('banners') ?? [];
    expect(banners.filter((row) => row.kind === 'poker').length).toBeGreaterThan(0);
    for (const row of banners) {
      for (const text of [row.title, row.description, row.button_text]) {
        expect(typeof text === 'string' && text.trim().length > 2).toBe(true);
        expect(String(text)).not.toMatch(/[{}]|^(Banner|Poker|Promotion \d+)$/);
      }
    }
    expect(new Set(banners.map((row) => row.title)).size).toBe(banners.length);
    // A banner that names a game names the one it opens.
    const titles = new Map((tables.get('game_titles') ?? []).map((row) => [`${row.game_key}/${row.locale}`, row.title]));
    const firstGame = (id: unknown) =>
      (tables.get('banner_games') ?? []).find((row) => row.banner_id === id && row.position === 0)?.game_key;
    const weekend = banners.find((row) => row.title === 'Weekend Free Spins');
    expect(String(weekend?.description)).toContain(String(titles.get(`${String(firstGame(weekend?.id))}/en`)));
  });

  it('gives the mini-game aggregator one game per supported id, and poker banners link to theirs', () => {
    const tables = new Map(generateSeed({ games: 400, now: NOW }).map((table) => [table.table, table.rows]));
    const habaCodes = (tables.get('games') ?? []).filter((row) => row.aggregator === 'haba').map((row) => Number(row.code));
    expect(habaCodes).toEqual(SUPPORTED_MINI_GAME_IDS.slice(0, habaCodes.length));
    expect(habaCodes.length).toBeGreaterThan(10);
    const pokerLinks = (tables.get('banners') ?? []).filter((row) => row.kind === 'poker').map((row) => [row.poker_game_id, row.link]);
    expect(pokerLinks).toContainEqual([10, '/games/haba%3A10']);
    expect(pokerLinks.every(([id, link]) => link === `/games/haba%3A${String(id)}`)).toBe(true);
    const gameKeys = new Set((tables.get('games') ?? []).map((row) => row.key));
    expect(pokerLinks.every(([id]) => gameKeys.has(`haba:${String(id)}`))).toBe(true);
  });

  it('draws the same numbers from the same seed', () => {
    const a = createPrng(7);
    const b = createPrng(7);
    expect(Array.from({ length: 5 }, () => a.int(0, 1000))).toEqual(Array.from({ length: 5 }, () => b.int(0, 1000)));
    expect(createPrng(1).sample([1, 2, 3, 4], 10).sort()).toEqual([1, 2, 3, 4]);
  });

  it('seeds 20,000 games into PGlite with batched inserts', async () => {
    const root = await mkdtemp(join(tmpdir(), 'lobby-seed-20k-'));
    const db = await createPgliteDatabase(join(root, 'data'));
    try {
      await migrate(db, MIGRATIONS);
      const started = Date.now();
      expect(await seedIfEmpty(db, { games: 20_000, now: NOW })).toEqual({ seeded: true, games: 20_000 });
      const seconds = (Date.now() - started) / 1000;
      const count = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM games');
      expect(count.rows[0]?.n).toBe(20_000);
      expect(await seedIfEmpty(db, { games: 20_000, now: NOW })).toEqual({ seeded: false, games: 0 });
      expect(seconds).toBeLessThan(60);
    } finally {
      await db.close();
      await rm(root, { recursive: true, force: true });
    }
  }, 180_000);
});
