import { BACKENDS } from '../../../test/testDatabases';
import { startTestService, type TestService } from '../../../test/testApp';
import { candidateStatement, selectSearchCandidates, type CandidateQuery } from './searchCandidates';

/** Games with words the seed never uses, so each expectation names exactly what it finds. */
const GAMES = [
  {
    code: 'quokka-zx9',
    title: 'Zanzibar Quokka',
    es: 'Quokka de Zanzíbar',
    supplier: 'haba',
    desktop: true,
    active: true,
  },
  { code: 'cafe', title: 'Café Royale Zephyr', es: null, supplier: 'bragg', desktop: true, active: true },
  { code: 'zephyr-mobile', title: 'Zephyr Handheld', es: null, supplier: 'haba', desktop: false, active: true },
  { code: 'zephyr-off', title: 'Zephyr Retired', es: null, supplier: 'haba', desktop: true, active: false },
  { code: 'cjk', title: '麻将胡了', es: null, supplier: 'oryx', desktop: true, active: true },
  { code: 'thai', title: 'ไก่ทองคำ', es: null, supplier: 'oryx', desktop: true, active: true },
] as const;

describe.each(BACKENDS)('search candidates on %s', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
    for (const game of GAMES) {
      await service.db.query(
        `INSERT INTO games (key, aggregator, code, raw_title, supplier, mobile, desktop, is_active, released_at)
         VALUES ('srch:' || $1, 'srch', $1, $1, $2, true, $3, $4, now())`,
        [game.code, game.supplier, game.desktop, game.active],
      );
      await service.db.query(`INSERT INTO game_titles (game_key, locale, title) VALUES ('srch:' || $1, 'en', $2)`, [
        game.code,
        game.title,
      ]);
      if (game.es !== null) {
        await service.db.query(`INSERT INTO game_titles (game_key, locale, title) VALUES ('srch:' || $1, 'es', $2)`, [
          game.code,
          game.es,
        ]);
      }
    }
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const keys = async (words: readonly string[], query: Partial<CandidateQuery> = {}): Promise<string[]> => {
    const found = await selectSearchCandidates(service.db, {
      words,
      locale: 'en',
      platform: 'desktop',
      ios: false,
      providers: [],
      max: 2000,
      ...query,
    });
    return found.map((candidate) => candidate.key);
  };

  it.each([
    ['ÓLYMPUS', 'olympus'],
    ['Café Royale', 'cafe royale'],
    ['Straße Æble Øre Łódź Đak', 'strasse aeble ore lodz dak'],
    ['gates_of_olympus_1000', 'gates of olympus 1000'],
    ['  Dragon -- Tiger!  ', 'dragon tiger'],
    ['麻将胡了', '麻将胡了'],
    ['ДРАКОН', 'дракон'],
  ])('folds %j to %j (search_fold, the SQL side of foldSearchText)', async (text, folded) => {
    const { rows } = await service.db.query<{ folded: string }>('SELECT search_fold($1) AS folded', [text]);
    expect(rows[0]?.folded).toBe(folded);
  });

  it.each([
    ['an exact word', ['zanzibar']],
    ['a prefix', ['zanzi']],
    ['a swap of two letters', ['zanizbar']],
    ['a letter left out', ['quoka']],
    ['a letter too many', ['zanzibaar']],
    ['a letter changed in a short word', ['qukka']],
    ['two typos in a long word', ['zamzibsr']],
    ['words of the title and the supplier name', ['quokka', 'habanero']],
    ['a supplier code and a title word', ['haba', 'quok']],
    ['a word of the code', ['zx9', 'zanzibar']],
  ])('finds a game by %s', async (_case, words) => {
    expect(await keys(words)).toContain('srch:quokka-zx9');
  });

  it('needs every word: one that matches nothing about the game leaves it out', async () => {
    expect(await keys(['quokka', 'bragg'])).not.toContain('srch:quokka-zx9');
    expect(await keys(['zanzibar', 'xylophone'])).toEqual([]);
  });

  it('offers only the games the lobby offers on the platform', async () => {
    expect(await keys(['zephyr'])).toEqual(['srch:cafe']);
    expect((await keys(['zephyr'], { platform: 'mobile' })).sort()).toEqual(['srch:cafe', 'srch:zephyr-mobile']);
  });

  it('reads titles in the locale, accents folded', async () => {
    expect(await keys(['quokka', 'de', 'zanzibar'], { locale: 'es' })).toContain('srch:quokka-zx9');
    const [quokka] = await selectSearchCandidates(service.db, {
      words: ['zanzibar'],
      locale: 'es',
      platform: 'desktop',
      ios: false,
      providers: [],
      max: 10,
    });
    expect(quokka).toMatchObject({
      key: 'srch:quokka-zx9',
      code: 'quokka-zx9',
      title: 'Quokka de Zanzíbar',
      supplier: 'haba',
      supplierName: 'Habanero',
      groups: [],
      playingCount: 0,
    });
    expect(Date.parse(quokka?.releasedAt ?? '')).toBeGreaterThan(0);
  });

  it('finds words of scripts without spaces inside a title', async () => {
    expect(await keys(['麻将'])).toContain('srch:cjk');
    // The tone mark stays in the domain's fold and becomes a space in search_fold: both sides agree.
    expect(await keys(['ไก่ทอง'])).toContain('srch:thai');
  });

  it('keeps the providers asked for, any case', async () => {
    expect(await keys(['zephyr', 'royale'], { providers: ['HABA'] })).toEqual([]);
    expect(await keys(['zephyr'], { providers: ['bragg', 'haba'] })).toEqual(['srch:cafe']);
  });

  it('lists every game of a supplier or group the query names, best first, at most max', async () => {
    const habanero = await selectSearchCandidates(service.db, {
      words: ['habanero'],
      locale: 'en',
      platform: 'desktop',
      ios: false,
      providers: [],
      max: 2000,
    });
    const { rows } = await service.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games WHERE supplier = 'haba' AND is_active AND desktop`,
    );
    expect(habanero).toHaveLength(rows[0]?.n ?? -1);
    const counts = habanero.map((candidate) => candidate.playingCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(await keys(['megaways'], { max: 7 })).toHaveLength(7);
  });

  it('reaches titles and codes through the trigram indexes', async () => {
    const plan = await service.db.transaction(async (tx) => {
      const { sql, params, similarity } = await candidateStatement(tx, {
        words: ['habanero', 'quokka'],
        locale: 'en',
        platform: 'desktop',
        ios: false,
        providers: [],
        max: 2000,
      });
      await tx.query(`SELECT set_config('pg_trgm.word_similarity_threshold', $1, true)`, [String(similarity)]);
      await tx.query('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<Record<string, string>>(`EXPLAIN ${sql}`, params);
      return rows.map((row) => Object.values(row).join(' ')).join('\n');
    });
    expect(plan).toContain('games_code_search');
    expect(plan).toContain('games_raw_title_search');
    expect(plan).toContain('game_titles_search');
    // "habanero" names a supplier: "quokka" drives.
    expect(plan).not.toContain('habanero');
  });

  it('drives the search by a word that names no supplier or group', async () => {
    // Two habanero games share "zephyr"; only one is "quokka". Driven by "habanero", all its games qualify first.
    expect(await keys(['habanero', 'quokka'], { max: 1 })).toEqual(['srch:quokka-zx9']);
  });
});

describe('a search that runs out of time', () => {
  it('answers 503 when PostgreSQL cancels it (statement timeout)', async () => {
    const timedOut = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const db = { transaction: () => Promise.reject(timedOut) };
    await expect(
      selectSearchCandidates(db, {
        words: ['zephyr'],
        locale: 'en',
        platform: 'desktop',
        ios: false,
        providers: [],
        max: 10,
      }),
    ).rejects.toMatchObject({ statusCode: 503 });
  });
});
