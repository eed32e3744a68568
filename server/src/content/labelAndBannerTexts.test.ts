import { normaliseGamesOf, normaliseLobby } from '@lobby/domain';
import type { Locale, RawBanner, RawGamesPage, RawLobbyResponse } from '@lobby/shared';
import { BACKENDS } from '../../test/testDatabases';
import { startTestService, type TestService } from '../../test/testApp';

/**
 * Label titles and banner copy in the player's locale: the 'content' translations under
 * `label.<id>.title` and `banner.<id>.title|description|buttonText`, locale first, then its
 * language, then the text the row holds.
 */
describe.each(BACKENDS)('label titles and banner copy on %s', (backend) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startTestService(backend);
  }, 60_000);
  afterAll(async () => {
    await service?.close();
  });

  const get = async <T>(url: string): Promise<T> => {
    const response = await service.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };
  const lobby = (locale: Locale): Promise<RawLobbyResponse> =>
    get<RawLobbyResponse>(`/api/v1/casino/lobby?locale=${locale}&devicePlatform=desktop&userStatuses=LoggedIn`);
  const labelTitle = (reply: RawLobbyResponse, id: string): string | undefined =>
    reply.labels.find((label) => label.id === id)?.title;
  const banner = (reply: RawLobbyResponse, id: string): RawBanner | undefined =>
    [...reply.banners, ...reply.pokerBanners].find((candidate) => candidate.id === id);
  /** Label titles of GET games' tiles, resolved against the lobby reply as the lobby does. */
  const tileLabels = async (locale: Locale, label: string): Promise<string[][]> => {
    const reply = await lobby(locale);
    const page = await get<RawGamesPage>(
      `/api/v1/casino/games?label=${label}&platform=desktop&locale=${locale}&limit=20`,
    );
    expect(page.data.length).toBeGreaterThan(0);
    return normaliseGamesOf(normaliseLobby(reply, { now: Date.now() }), page.data).map((game) =>
      game.labels.map((shown) => shown.title),
    );
  };

  it.each<[Locale, string, string]>([
    ['en', 'New', 'Cashback Mondays'],
    ['ja', '新着', '月曜キャッシュバック'],
    ['ko', '신규', '월요일 캐시백'],
    ['ru', 'Новинка', 'Кешбэк по понедельникам'],
    ['zh-TW', '新遊戲', '週一返水'],
  ])('serves %s players the label New as %s and a banner as %s', async (locale, label, headline) => {
    const reply = await lobby(locale);
    expect(labelTitle(reply, 'new')).toBe(label);
    expect(banner(reply, 'banner-4')?.title).toBe(headline);
  });

  it('serves a banner’s sub-line and call to action in the locale', async () => {
    const [english, japanese] = await Promise.all([lobby('en'), lobby('ja')]);
    expect(banner(english, 'poker-2')).toMatchObject({
      title: 'Texas Hold’em Cash Games',
      description: 'Tables running around the clock, blinds from $0.02/$0.05',
      buttonText: 'Take a seat',
    });
    expect(banner(japanese, 'poker-2')).toMatchObject({
      title: 'テキサスホールデム キャッシュゲーム',
      description: '24時間稼働のテーブル。ブラインドは0.02/0.05ドルから',
      buttonText: '着席する',
    });
    expect(banner(japanese, 'banner-4')?.buttonText).toBe('詳しく見る');
  });

  // Games carry CMS labels such as Exclusive; "New" the lobby derives from the release date (issue #34).
  it('gives GET games’ tiles the label titles of the locale', async () => {
    const japanese = await tileLabels('ja', 'exclusive');
    expect(japanese.every((titles) => titles.includes('独占') && !titles.includes('Exclusive'))).toBe(true);
    const english = await tileLabels('en', 'exclusive');
    expect(english.every((titles) => titles.includes('Exclusive'))).toBe(true);
  });

  it('falls back to the language, then to the stored text, when the locale has no translation', async () => {
    const remove = (locale: string, key: string) =>
      service.db.query(`DELETE FROM translations WHERE namespace = 'content' AND locale = $1 AND key = $2`, [
        locale,
        key,
      ]);
    expect(labelTitle(await lobby('es-mx'), 'live')).toBe('En vivo');
    await remove('es-mx', 'label.live.title');
    expect(labelTitle(await lobby('es-mx'), 'live')).toBe('En directo');
    await remove('fi', 'label.new.title');
    await remove('fi', 'label.exclusive.title');
    await remove('fi', 'banner.banner-4.title');
    const finnish = await lobby('fi');
    expect(labelTitle(finnish, 'new')).toBe('New');
    expect(banner(finnish, 'banner-4')?.title).toBe('Cashback Mondays');
    expect(banner(finnish, 'banner-4')?.buttonText).toBe('Lue lisää');
    const tiles = await tileLabels('fi', 'exclusive');
    expect(tiles.every((titles) => titles.includes('Exclusive'))).toBe(true);
  });

  it('keeps a banner without a call to action without one in every locale', async () => {
    await service.db.query(`UPDATE banners SET button_text = NULL WHERE id = 'banner-4'`);
    expect(banner(await lobby('ja'), 'banner-4')?.buttonText).toBeNull();
    await service.db.query(`UPDATE banners SET button_text = 'Learn more' WHERE id = 'banner-4'`);
    expect(banner(await lobby('ja'), 'banner-4')?.buttonText).toBe('詳しく見る');
  });
});
