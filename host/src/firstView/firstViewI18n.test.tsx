import { I18nProvider, useCatalogue, type Catalogue, type LazyLocale } from '@lobby/i18n';
import { useLingui } from '@lingui/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { createFirstViewI18n } from './firstViewI18n';

/** A workspace's catalogue: its English, and the locales it was translated into. */
function catalogue(
  name: string,
  english: Record<string, string>,
  translated: Partial<Record<LazyLocale, Record<string, string>>>,
): Catalogue & { readonly requested: string[] } {
  const requested: string[] = [];
  return {
    name,
    english,
    requested,
    load: async (locale) => {
      requested.push(locale);
      return { messages: translated[locale] ?? {} };
    },
  };
}

function setUp() {
  const host = catalogue(
    'host',
    { 'host.title': 'Casino' },
    { ja: { 'host.title': 'カジノ' }, ru: { 'host.title': 'Казино' } },
  );
  const ui = catalogue('ui', { 'ui.next': 'Next' }, { ja: { 'ui.next': '次へ' }, ru: { 'ui.next': 'Далее' } });
  return { host, ui, i18nOf: createFirstViewI18n([host, ui]) };
}

const at = (timestamp: string, messages: Record<string, string>) => ({ timestamp, messages });

describe('createFirstViewI18n', () => {
  test.each([
    ['ja', null, ['カジノ', '次へ']],
    ['ru', null, ['Казино', 'Далее']],
    ['en', null, ['Casino', 'Next']],
    ['ja', at('1700', { 'ui.next': '続ける' }), ['カジノ', '続ける']],
    ['en', at('1700', { 'host.title': 'The Casino' }), ['The Casino', 'Next']],
    // A text that is not ICU keeps the built-in one, as in the live lobby.
    ['ja', at('1700', { 'host.title': '{broken' }), ['カジノ', '次へ']],
  ] as const)(
    '%s with the service texts %j: active in it, with every catalogue in it',
    async (locale, translations, texts) => {
      const i18n = await setUp().i18nOf(locale, translations);
      expect(i18n.locale).toBe(locale);
      expect([i18n._('host.title'), i18n._('ui.next')]).toEqual(texts);
    },
  );

  test('one instance per locale, drawn in at once by several views, each staying in its own locale', async () => {
    const { host, i18nOf } = setUp();
    const [japanese, russian, again] = await Promise.all([
      i18nOf('ja', at('1', {})),
      i18nOf('ru', at('1', {})),
      i18nOf('ja', at('1', {})),
    ]);
    expect(again).toBe(japanese);
    expect(russian).not.toBe(japanese);
    expect([japanese.locale, russian.locale]).toEqual(['ja', 'ru']);
    expect(host.requested).toEqual(['ja', 'ru']);
  });

  test("another timestamp (an editor's change) makes a new one: a text taken out of the service reads built-in again", async () => {
    const { i18nOf } = setUp();
    const edited = await i18nOf('ja', at('1', { 'host.title': 'カジノ！' }));
    expect(edited._('host.title')).toBe('カジノ！');
    const reverted = await i18nOf('ja', at('2', {}));
    expect(reverted).not.toBe(edited);
    expect(reverted._('host.title')).toBe('カジノ');
    expect(await i18nOf('ja', null)).not.toBe(reverted);
  });

  test("a remote's catalogue, loaded by its App on the first view's render, has the service texts over it and is in for the next", async () => {
    const { i18nOf } = setUp();
    const remote = catalogue(
      'catalogue',
      { 'catalogue.home.subtitle': 'Choose your game', 'catalogue.home.title': 'Casino' },
      {
        ja: { 'catalogue.home.subtitle': 'お好きなゲームをお選びください', 'catalogue.home.title': 'カジノ' },
      },
    );
    function Remote() {
      useCatalogue(remote);
      const { i18n } = useLingui();
      return <p>{`${i18n._('catalogue.home.title')} ${i18n._('catalogue.home.subtitle')}`}</p>;
    }
    const translations = at('5', { 'catalogue.home.subtitle': 'ゲームを探そう' });
    const i18n = await i18nOf('ja', translations);
    const draw = () =>
      renderToString(
        <I18nProvider i18n={i18n}>
          <Suspense fallback="…">
            <Remote />
          </Suspense>
        </I18nProvider>,
      );
    expect(draw()).toContain('…');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(draw()).toContain('カジノ ゲームを探そう');
    expect(remote.requested).toEqual(['ja']);
    // The next view of the locale draws at once.
    expect(await i18nOf('ja', translations)).toBe(i18n);
  });
});
