import { BACKENDS } from '../../../test/testDatabases';
import { startTestService, type TestService } from '../../../test/testApp';
import { contentRevision } from '../../content/contentRevision';

describe.each(BACKENDS)('migration 11, game facts, on %s', (backend) => {
  let service: TestService;
  let key = '';
  beforeAll(async () => {
    service = await startTestService(backend);
    const { rows } = await service.db.query<{ key: string }>('SELECT key FROM games ORDER BY key LIMIT 1');
    key = rows[0]?.key ?? '';
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const update = (set: string) => service.db.query(`UPDATE games SET ${set} WHERE key = $1`, [key]);
  const CLEAR =
    'rtp = NULL, volatility = NULL, max_win = NULL, lines = NULL, ways = NULL, rules_id = NULL, ' +
    'jackpot_amount = NULL, jackpot_per_second = NULL, jackpot_at = NULL';

  test.each([
    ['an RTP of 0', 'rtp = 0'],
    ['an RTP over 100', 'rtp = 100.5'],
    ['an unknown volatility', `volatility = 'extreme'`],
    ['a max win of 0', 'max_win = 0'],
    ['no paylines', 'lines = 0'],
    ['both lines and ways', 'lines = 20, ways = 243'],
    ['a jackpot without its instant', 'jackpot_amount = 1000, jackpot_per_second = 1'],
    ['a shrinking jackpot', `jackpot_amount = 1000, jackpot_per_second = -1, jackpot_at = now()`],
    ['rules that do not exist', `rules_id = 'no-such-rules'`],
    ['no demo flag', 'has_demo = NULL'],
  ])('refuses %s', async (_case, set) => {
    await update(CLEAR);
    await expect(update(set)).rejects.toThrow();
  });

  test.each([
    ['no facts at all', CLEAR],
    ['a lines slot', `rtp = 96.5, volatility = 'veryHigh', max_win = 50000, lines = 20`],
    ['a ways slot', `rtp = 94, volatility = 'low', max_win = 500, ways = 117649`],
    ['a whole jackpot', `jackpot_amount = 12345.67, jackpot_per_second = 0.05, jackpot_at = now()`],
  ])('accepts %s', async (_case, set) => {
    await update(CLEAR);
    await expect(update(set)).resolves.toBeDefined();
  });

  test('keeps a rules text per locale, shared by games, and its edits bump the content revision', async () => {
    const before = await contentRevision(service.db);
    await service.db.query(`INSERT INTO game_rules (id) VALUES ('house-special')`);
    await service.db.query(
      `INSERT INTO game_rules_texts (rules_id, locale, text) VALUES ('house-special', 'en', 'Our own rules.'),
         ('house-special', 'fr', 'Nos propres règles.')`,
    );
    await update(`rules_id = 'house-special'`);
    expect(await contentRevision(service.db)).not.toBe(before);
    await expect(
      service.db.query(`INSERT INTO game_rules_texts (rules_id, locale, text) VALUES ('house-special', 'de', '  ')`),
    ).rejects.toThrow();
    // Deleting the rules leaves the game without a rules text rather than refusing.
    await service.db.query(`DELETE FROM game_rules WHERE id = 'house-special'`);
    const { rows } = await service.db.query<{ rules_id: string | null }>('SELECT rules_id FROM games WHERE key = $1', [key]);
    expect(rows[0]?.rules_id).toBeNull();
  });
});
