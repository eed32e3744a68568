import { createServiceTexts, type AskOwnRoute } from './serviceTexts';

/** The translation service's routes as content/routes/i18nRoutes.ts answers them; undefined stands for a failure. */
function service(state: { manifest: unknown; texts: Record<string, unknown> }) {
  const asked: string[] = [];
  const ask: AskOwnRoute = async (url) => {
    asked.push(url);
    if (url === '/i18n/manifest.json') return state.manifest;
    const language = /^\/i18n\/content\/([^/]+)\/dev\/src\/lang\/en\.json\?timestamp=\d+$/.exec(url)?.[1];
    return language === undefined ? undefined : state.texts[decodeURIComponent(language)];
  };
  return { ask, asked };
}

describe('createServiceTexts', () => {
  test("a locale's texts at the manifest's timestamp, as the page's lobby asks for them", async () => {
    const { ask, asked } = service({
      manifest: { timestamp: 1700000000000 },
      texts: { 'zh-CN': { 'catalogue.home.subtitle': '选择游戏', broken: 3, nested: { no: 'x' } } },
    });
    expect(await createServiceTexts()('zh-CN', ask)).toEqual({
      timestamp: '1700000000000',
      messages: { 'catalogue.home.subtitle': '选择游戏' },
    });
    expect(asked).toEqual(['/i18n/manifest.json', '/i18n/content/zh-CN/dev/src/lang/en.json?timestamp=1700000000000']);
  });

  test("the manifest is read for every page, a locale's texts once per timestamp: an editor's change is in the next page", async () => {
    const state = { manifest: { timestamp: 1 } as unknown, texts: { ja: { a: 'あ' } } as Record<string, unknown> };
    const { ask, asked } = service(state);
    const texts = createServiceTexts();
    await texts('ja', ask);
    expect(await texts('ja', ask)).toEqual({ timestamp: '1', messages: { a: 'あ' } });
    expect(asked.filter((url) => url.includes('/content/'))).toHaveLength(1);
    state.manifest = { timestamp: 2 };
    state.texts = { ja: { a: 'い' } };
    expect(await texts('ja', ask)).toEqual({ timestamp: '2', messages: { a: 'い' } });
    expect(asked.filter((url) => url.includes('/manifest.json'))).toHaveLength(3);
  });

  test.each([
    ['no manifest', undefined, { ja: {} }],
    ['a manifest without a timestamp', { stamp: 1 }, { ja: {} }],
    ["no texts for the locale (the route's 404)", { timestamp: 1 }, {}],
    ['texts that are not an object', { timestamp: 1 }, { ja: ['a'] }],
  ])(
    'none when there is %s: the lobby shows its built-in texts, and so does the view',
    async (_case, manifest, texts) => {
      expect(await createServiceTexts()('ja', service({ manifest, texts }).ask)).toBeNull();
    },
  );

  test('texts that could not be read are asked for again by the next page', async () => {
    const state = { manifest: { timestamp: 1 }, texts: {} as Record<string, unknown> };
    const { ask } = service(state);
    const texts = createServiceTexts();
    expect(await texts('ru', ask)).toBeNull();
    state.texts = { ru: { a: 'б' } };
    expect(await texts('ru', ask)).toEqual({ timestamp: '1', messages: { a: 'б' } });
  });
});
