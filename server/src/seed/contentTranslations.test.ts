import { LOCALES, type Locale, type RawBonus, type RawLobbyResponse } from '@lobby/shared';
import { startTestService, type TestService } from '../../test/testApp';
import { TEST_SEED_GAMES } from '../../test/testEnvironment';
import type { SqlParam } from '../db/database';
import { generateSeed } from './generateSeed';
import type { SeedTable } from './seedTable';

const NOW = new Date('2025-01-01T00:00:00Z');

type Row = Readonly<Record<string, SqlParam>>;

/**
 * The seeded CMS texts by the keys the content service reads them under, listed here from
 * the rows themselves rather than through the seed's own listing, with their English.
 */
function seededTexts(tables: readonly SeedTable[]): Map<string, string> {
  const rows = (table: string): readonly Row[] => tables.find((seeded) => seeded.table === table)?.rows ?? [];
  const texts = new Map<string, string>();
  for (const row of rows('pages')) texts.set(`page.${String(row.slug)}.title`, String(row.title));
  for (const row of rows('blocks')) texts.set(`block.${String(row.slug)}.heading`, String(row.heading));
  for (const row of rows('links')) texts.set(`link.${String(row.slug)}.title`, String(row.page_title));
  for (const row of rows('labels')) texts.set(`label.${String(row.id)}.title`, String(row.title));
  for (const row of rows('banners')) {
    texts.set(`banner.${String(row.id)}.title`, String(row.title));
    if (row.description !== null) texts.set(`banner.${String(row.id)}.description`, String(row.description));
    if (row.button_text !== null) texts.set(`banner.${String(row.id)}.buttonText`, String(row.button_text));
  }
  for (const row of rows('bonuses')) {
    texts.set(`bonus.${String(row.id)}.title`, String(row.title));
    texts.set(`bonus.${String(row.id)}.description`, String(row.description));
  }
  return texts;
}

/** The 'content' translations by locale and key. */
function contentTranslations(tables: readonly SeedTable[]): Map<string, string> {
  const rows = tables.find((seeded) => seeded.table === 'translations')?.rows ?? [];
  return new Map(
    rows
      .filter((row) => row.namespace === 'content')
      .map((row) => [`${String(row.locale)}/${String(row.key)}`, String(row.value)]),
  );
}

describe('seeded content translations', () => {
  // The test service's catalogue, so a banner's copy names the same game as the one it serves.
  const tables = generateSeed({ games: TEST_SEED_GAMES, now: NOW });
  const texts = seededTexts(tables);
  const translations = contentTranslations(tables);
  /** What a player in `locale` reads for `key`: its translation, or the English of the row. */
  const expected = (locale: Locale, key: string): string | undefined =>
    locale === 'en' ? texts.get(key) : translations.get(`${locale}/${key}`);

  it('finds every page, block, link, label, banner and bonus text', () => {
    const keys = [...texts.keys()];
    expect(keys.filter((key) => key.startsWith('page.'))).toHaveLength(5);
    expect(keys.filter((key) => key.startsWith('link.'))).toHaveLength(12);
    expect(keys.filter((key) => key.startsWith('block.')).length).toBeGreaterThan(25);
    expect(keys.filter((key) => key.startsWith('label.'))).toHaveLength(20);
    // 8 promotions and 5 poker banners, each with a headline, a sub-line and a call to action.
    expect(keys.filter((key) => key.startsWith('banner.'))).toHaveLength(39);
    expect(keys.filter((key) => key.startsWith('bonus.'))).toHaveLength(22);
  });

  it('has every seeded page, block, link, label, banner and bonus text in every locale', () => {
    const missing = [...texts.keys()].flatMap((key) =>
      LOCALES.filter((locale) => (expected(locale, key) ?? '').trim() === '').map((locale) => `${locale} ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('holds no translation of a text the seed does not create, and each key once per locale', () => {
    const rows = (tables.find((seeded) => seeded.table === 'translations')?.rows ?? []).filter(
      (row) => row.namespace === 'content',
    );
    expect(rows.filter((row) => !texts.has(String(row.key)))).toEqual([]);
    expect(rows.filter((row) => row.locale === 'en')).toEqual([]);
    expect(new Set(rows.map((row) => `${String(row.locale)}/${String(row.key)}`)).size).toBe(rows.length);
    expect(rows.filter((row) => /[{}]|\s$|^\s/.test(String(row.value)))).toEqual([]);
  });

  it('writes the languages that do not use Latin script in their own script', () => {
    // Names players know as they are stay so: Megaways is Big Time Gaming's mark, Drops & Wins
    // Pragmatic Play's promotion, and VIP reads the same in every market.
    const brands = new Set(['Megaways', 'Drops & Wins', 'VIP']);
    const copied = [...texts].flatMap(([key, english]) =>
      (['ja', 'ko', 'th', 'zh-TW', 'zh-CN', 'ru'] as const)
        .filter((locale) => !brands.has(english) && expected(locale, key) === english)
        .map((locale) => `${locale} ${key}`),
    );
    expect(copied).toEqual([]);
  });

  it.each<[Locale, string, string]>([
    ['es', 'page.slots.title', 'Tragaperras'],
    ['es-mx', 'page.slots.title', 'Tragamonedas'],
    ['es', 'page.home.title', 'Inicio'],
    ['es', 'block.popular-now.heading', 'Populares ahora'],
    ['es', 'page.live.title', 'Casino en directo'],
    ['es-mx', 'page.live.title', 'Casino en vivo'],
    ['es-mx', 'block.free-spins.heading', 'Giros gratis'],
    ['pt', 'block.mobile-favourites.heading', 'Os favoritos no telemóvel'],
    ['fr', 'bonus.bonus-1.description', 'Pack de bienvenue\u00a0: offre soumise à conditions.'],
    ['ja', 'link.favorites.title', 'お気に入り'],
    ['zh-TW', 'link.bonus.title', '紅利'],
    ['zh-CN', 'link.bonus.title', '奖金'],
    ['ru', 'bonus.bonus-6.title', '50 фриспинов'],
    ['th', 'bonus.bonus-6.description', 'ฟรีสปิน 50 ครั้ง: อยู่ภายใต้ข้อกำหนดและเงื่อนไข'],
    ['ja', 'label.new.title', '新着'],
    ['ko', 'label.new.title', '신규'],
    ['ru', 'label.new.title', 'Новинка'],
    ['es', 'label.new.title', 'Nuevo'],
    ['zh-TW', 'label.new.title', '新遊戲'],
    ['es', 'label.free-spins.title', 'Tiradas gratis'],
    ['es-mx', 'label.free-spins.title', 'Giros gratis'],
    ['zh-CN', 'label.live.title', '真人'],
    ['ja', 'banner.banner-4.title', '月曜キャッシュバック'],
    ['fr', 'banner.banner-4.buttonText', 'En savoir plus'],
    ['es-mx', 'banner.poker-900.description', 'US$1,000,000 garantizados. Satélites desde US$1 toda la semana'],
    [
      'pt',
      'banner.poker-900.description',
      '1\u00a0000\u00a0000\u00a0USD garantidos. Satélites a partir de 1\u00a0USD durante toda a semana',
    ],
    ['ko', 'banner.poker-2.buttonText', '테이블 참가'],
  ])('reads %s %s as %s', (locale, key, text) => {
    expect(expected(locale, key)).toBe(text);
  });

  describe('as the content service serves them', () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService('pglite');
    }, 60_000);
    afterAll(async () => {
      await service?.close();
    });

    const get = async <T>(url: string): Promise<T> => {
      const response = await service.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      return response.json<T>();
    };

    it.each(LOCALES)('in %s', async (locale) => {
      const lobby = await get<RawLobbyResponse>(
        `/api/v1/casino/lobby?locale=${locale}&devicePlatform=desktop&userStatuses=LoggedIn,FirstDeposit`,
      );
      const { data: bonuses } = await get<{ data: RawBonus[] }>(`/api/v1/casino/bonuses?locale=${locale}`);
      const served = [
        ...lobby.pages.map((page) => [`page.${page.slug}.title`, page.title]),
        ...lobby.blocks.map((block) => [`block.${block.slug}.heading`, block.heading]),
        ...lobby.links.map((link) => [`link.${link.slug}.title`, link.pageTitle]),
        ...lobby.labels.map((label) => [`label.${label.id}.title`, label.title]),
        ...[...lobby.banners, ...lobby.pokerBanners].flatMap((banner) => [
          [`banner.${banner.id}.title`, banner.title],
          [`banner.${banner.id}.description`, banner.description],
          [`banner.${banner.id}.buttonText`, banner.buttonText],
        ]),
        ...bonuses.flatMap((bonus) => [
          [`bonus.${bonus.id}.title`, bonus.title],
          [`bonus.${bonus.id}.description`, bonus.description],
        ]),
      ];
      expect(served.length).toBeGreaterThan(100);
      expect(served).toEqual(served.map(([key]) => [key, expected(locale, String(key))]));
    });

    it.each<Locale>(['es', 'es-mx', 'pt', 'fr', 'ja'])(
      'names a banner’s game in %s as its tile there',
      async (locale) => {
        const lobbyIn = (language: Locale): Promise<RawLobbyResponse> =>
          get<RawLobbyResponse>(`/api/v1/casino/lobby?locale=${language}&devicePlatform=desktop`);
        const tileTitle = (lobby: RawLobbyResponse, key: string | undefined): string | null =>
          lobby.games.find((game) => `${game.aggregator ?? ''}:${game.code}` === key)?.title ?? null;
        const [english, localized] = await Promise.all([lobbyIn('en'), lobbyIn(locale)]);
        const naming = english.banners.filter((banner) => {
          const title = tileTitle(english, banner.games[0]);
          return title !== null && (banner.description ?? '').includes(title);
        });
        expect(naming.length).toBeGreaterThan(3);
        for (const banner of naming) {
          const shown = localized.banners.find((candidate) => candidate.id === banner.id);
          expect(shown?.description).toContain(tileTitle(localized, banner.games[0]));
        }
      },
    );
  });
});
