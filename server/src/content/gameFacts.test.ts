import { VOLATILITIES, type RawGame, type RawGamesPage, type RawLobbyResponse } from '@lobby/shared';
import { BACKENDS } from '../../test/testDatabases';
import { startTestService, type TestService } from '../../test/testApp';

interface FactsRow {
  key: string;
  has_demo: boolean;
  rtp: string | number | null;
  volatility: string | null;
  max_win: string | number | null;
  lines: number | null;
  ways: number | null;
  rules_id: string | null;
  jackpot_amount: string | number | null;
  jackpot_per_second: string | number | null;
  jackpot_at: Date | null;
}

const number = (value: string | number | null): number | null => (value === null ? null : Number(value));

/** Issue #34: GET games carries each game's facts, demo flag and jackpot; the lobby's cards the last two. */
describe.each(BACKENDS)('game facts, demos and jackpots on %s', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const get = (url: string) => service.app.inject({ method: 'GET', url });
  const games = async (query: string): Promise<RawGamesPage> => {
    const response = await get(`/api/v1/casino/games?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<RawGamesPage>();
  };
  const row = async (where: string): Promise<FactsRow> => {
    const { rows } = await service.db.query<FactsRow>(`SELECT * FROM games WHERE ${where} ORDER BY key LIMIT 1`);
    if (!rows[0]) throw new Error(`the seed has a game where ${where}`);
    return rows[0];
  };
  const rulesText = async (id: string, locale: string): Promise<string | undefined> =>
    (
      await service.db.query<{ text: string }>('SELECT text FROM game_rules_texts WHERE rules_id = $1 AND locale = $2', [
        id,
        locale,
      ])
    ).rows[0]?.text;

  it('sends a game’s facts with its rules in the locale, its demo flag and its jackpot', async () => {
    const stored = await row('has_demo AND jackpot_amount IS NOT NULL AND rules_id IS NOT NULL AND max_win IS NOT NULL');
    const [game] = (await games(`key=${stored.key}&locale=ja`)).data;
    expect(game?.facts).toEqual({
      rtp: number(stored.rtp),
      volatility: stored.volatility,
      maxWin: number(stored.max_win),
      lines: stored.lines,
      ways: stored.ways,
      rules: await rulesText(stored.rules_id ?? '', 'ja'),
    });
    expect(game?.facts?.rules).toMatch(/[ぁ-んァ-ン一-龯]/);
    expect(game?.hasDemo).toBe(true);
    expect(game?.jackpot).toEqual({
      amount: number(stored.jackpot_amount),
      perSecond: number(stored.jackpot_per_second),
      at: stored.jackpot_at?.toISOString(),
    });
  });

  it('sends null facts and jackpot, and hasDemo false, for a game the content says nothing about', async () => {
    const stored = await row('NOT has_demo AND rtp IS NULL AND volatility IS NULL AND rules_id IS NULL AND jackpot_amount IS NULL');
    const [game] = (await games(`key=${stored.key}`)).data;
    expect(game).toMatchObject({ facts: null, hasDemo: false, jackpot: null });
  });

  it('falls back from the locale to its language, then to English, for a rules text', async () => {
    const stored = await row('rules_id IS NOT NULL');
    await service.db.query(`INSERT INTO game_rules (id) VALUES ('test-house-rules')`);
    await service.db.query(
      `INSERT INTO game_rules_texts (rules_id, locale, text) VALUES ('test-house-rules', 'en', 'House rules.'),
         ('test-house-rules', 'es', 'Reglas de la casa.')`,
    );
    await service.db.query(`UPDATE games SET rules_id = 'test-house-rules' WHERE key = $1`, [stored.key]);
    const rulesIn = async (locale: string) => (await games(`key=${stored.key}&locale=${locale}`)).data[0]?.facts?.rules;
    expect(await rulesIn('es-mx')).toBe('Reglas de la casa.');
    expect(await rulesIn('fi')).toBe('House rules.');
    await service.db.query(`UPDATE games SET rules_id = $2 WHERE key = $1`, [stored.key, stored.rules_id]);
  });

  it('sorts by RTP, highest first and unknown last, ties by key', async () => {
    const page = await games('sort=rtp&platform=desktop&limit=500');
    const keys = page.data.map((game) => `${game.aggregator}:${game.code}`);
    const { rows } = await service.db.query<{ key: string }>(
      'SELECT key FROM games WHERE desktop ORDER BY rtp DESC NULLS LAST, key LIMIT 500',
    );
    expect(keys).toEqual(rows.map((stored) => stored.key));
    const rtps = page.data.map((game) => game.facts?.rtp ?? null);
    expect(rtps.indexOf(null)).toBeGreaterThan(10);
    expect(rtps.slice(rtps.indexOf(null)).every((rtp) => rtp === null)).toBe(true);
    // Pages follow one another.
    const second = await games('sort=rtp&platform=desktop&limit=5&offset=5');
    expect(second.data).toEqual(page.data.slice(5, 10));
  });

  it('filters by volatility: any of those named; a game of unknown volatility matches none', async () => {
    const page = await games('volatility=high,veryHigh&limit=500');
    const { rows } = await service.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM games WHERE volatility IN ('high', 'veryHigh')`,
    );
    expect(page.total).toBe(rows[0]?.n);
    expect(page.data.length).toBeGreaterThan(10);
    expect(new Set(page.data.map((game) => game.facts?.volatility))).toEqual(new Set(['high', 'veryHigh']));
    const all = await games(`volatility=${VOLATILITIES.join(',')}&limit=1`);
    const known = await service.db.query<{ n: number }>('SELECT count(*)::int AS n FROM games WHERE volatility IS NOT NULL');
    expect(all.total).toBe(known.rows[0]?.n);
  });

  it.each(['volatility=extreme', 'volatility=HIGH', 'volatility=low,,high', 'volatility=low,medium,high,veryHigh,low'])(
    'refuses %s',
    async (query) => {
      const response = await get(`/api/v1/casino/games?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('querystring/volatility');
    },
  );

  it('gives the lobby’s cards hasDemo only when true and a jackpot only when set, and no facts', async () => {
    const response = await get('/api/v1/casino/lobby?locale=en&devicePlatform=desktop&userStatuses=LoggedIn');
    const body = response.json<RawLobbyResponse>();
    const cards = body.games as readonly (RawGame & Record<string, unknown>)[];
    expect(cards.every((card) => !('facts' in card))).toBe(true);
    expect(cards.every((card) => !('hasDemo' in card) || card.hasDemo === true)).toBe(true);
    expect(cards.every((card) => !('jackpot' in card) || (card.jackpot !== null && card.jackpot !== undefined))).toBe(true);
    const demos = cards.filter((card) => card.hasDemo === true);
    const jackpots = cards.filter((card) => card.jackpot);
    expect(demos.length).toBeGreaterThan(5);
    expect(jackpots.length).toBeGreaterThan(2);
    // The same flags GET games gives.
    const keys = [...demos.slice(0, 3), ...jackpots.slice(0, 3)].map((card) => `${card.aggregator}:${card.code}`);
    const full = await games(`key=${keys.join(',')}`);
    for (const game of full.data) {
      const card = cards.find((candidate) => candidate.code === game.code && candidate.aggregator === game.aggregator);
      expect(card?.hasDemo ?? false).toBe(game.hasDemo);
      expect(card?.jackpot ?? null).toEqual(game.jackpot);
    }
  });
});
