import { createLobbyBus } from '@lobby/bus';
import { createEnglishI18n, type Catalogue } from '@lobby/i18n';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import type { FirstTexts, LobbySettings, Locale } from '@lobby/shared';
import { connectLocale } from './connectLocale';

const TEXTS: Partial<Record<Locale, Record<string, string>>> = {
  fr: { 'home.title': 'Casino FR', 'home.subtitle': 'Choisissez votre jeu' },
  ja: { 'home.title': 'カジノ', 'home.subtitle': 'ゲームを選ぶ' },
};

function setup(service: (locale: string) => Promise<Record<string, string> | null>, pageTexts: FirstTexts | null = null) {
  const catalogue: Catalogue = {
    name: 'test',
    english: { 'home.title': 'Casino', 'home.subtitle': 'Choose your game' },
    load: (locale) => Promise.resolve({ messages: TEXTS[locale] ?? {} }),
  };
  const bus = createLobbyBus();
  const i18n = createEnglishI18n({ catalogues: [catalogue] });
  const root = { lang: 'en' };
  const asked: string[] = [];
  const timers: (() => void)[] = [];
  const logger = { warn: jest.fn() };
  const api = {
    initialized: () => Promise.resolve(),
    getTranslations: (locale: string) => {
      asked.push(locale);
      return service(locale);
    },
  };
  const locales = connectLocale(bus, {
    i18n,
    root,
    api,
    logger,
    translationsWaitMs: 1500,
    pageTexts,
    schedule: (callback) => {
      timers.push(callback);
      return () => timers.splice(timers.indexOf(callback), 1);
    },
  });
  const settings = (locale: Locale): LobbySettings => ({ ...DEFAULT_SETTINGS, locale });
  const texts = () => [i18n._('home.title'), i18n._('home.subtitle')];
  return { bus, i18n, root, asked, timers, logger, locales, settings, texts };
}

/** Lets pending promise work run (a task, not a time: nothing here waits on a clock). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectLocale', () => {
  it('sets <html lang>, then activates the locale with the service texts laid over the built-in ones by id', async () => {
    const t = setup(() => Promise.resolve({ 'home.subtitle': 'Trouvez votre prochain jeu' }));
    t.bus.emit('settings:changed', t.settings('fr'));
    expect(t.root.lang).toBe('fr');
    await t.locales.ready('fr');
    expect(t.i18n.locale).toBe('fr');
    expect(t.texts()).toEqual(['Casino FR', 'Trouvez votre prochain jeu']);
    expect(t.asked).toEqual(['fr']);
  });

  it.each([
    ['fails (null, SPEC §8)', () => Promise.resolve(null)],
    ['rejects', () => Promise.reject(new Error('offline'))],
    ['sends something that is not texts', () => Promise.resolve({ 'home.subtitle': '{broken' })],
  ])('shows the built-in texts when the service %s', async (_case, service) => {
    const t = setup(service);
    t.bus.emit('settings:changed', t.settings('ja'));
    await t.locales.ready('ja');
    expect(t.i18n.locale).toBe('ja');
    expect(t.texts()).toEqual(['カジノ', 'ゲームを選ぶ']);
  });

  it('does not wait for a slow service beyond the bound, and a late answer changes nothing', async () => {
    let answer: (messages: Record<string, string>) => void = () => undefined;
    const t = setup(() => new Promise((resolve) => (answer = resolve)));
    t.bus.emit('settings:changed', t.settings('fr'));
    const ready = t.locales.ready('fr');
    await nextTask();
    expect(t.i18n.locale).toBe('en');
    expect(t.timers).toHaveLength(1);
    t.timers[0]?.();
    await ready;
    expect(t.texts()).toEqual(['Casino FR', 'Choisissez votre jeu']);
    expect(t.logger.warn).toHaveBeenCalledWith(expect.stringContaining('took longer than 1500 ms for fr'));
    answer({ 'home.subtitle': 'Trop tard' });
    await nextTask();
    expect(t.texts()).toEqual(['Casino FR', 'Choisissez votre jeu']);
  });

  it('switches live when the settings change again, asks the service once per locale, and the newest switch wins', async () => {
    const t = setup((locale) => Promise.resolve<Record<string, string>>(locale === 'fr' ? { 'home.title': 'Le Casino' } : {}));
    t.bus.emit('settings:changed', t.settings('fr'));
    await t.locales.ready('fr');
    t.bus.emit('settings:changed', t.settings('ja'));
    t.bus.emit('settings:changed', t.settings('fr'));
    await t.locales.ready('ja');
    await t.locales.ready('fr');
    expect(t.i18n.locale).toBe('fr');
    expect(t.root.lang).toBe('fr');
    expect(t.texts()).toEqual(['Le Casino', 'Choisissez votre jeu']);
    // A theme change re-sends the same locale: nothing is loaded again.
    t.bus.emit('settings:changed', { ...t.settings('fr'), theme: 'light' });
    expect(t.asked).toEqual(['fr', 'ja']);
  });

  it('takes the texts the page carries for its locale without asking the service, and asks it for another', async () => {
    const t = setup(
      () => Promise.resolve({ 'home.title': 'Le Casino' }),
      { locale: 'ja', messages: { 'home.subtitle': 'お気に入りを見つけよう' } },
    );
    t.bus.emit('settings:changed', t.settings('ja'));
    await t.locales.ready('ja');
    expect(t.texts()).toEqual(['カジノ', 'お気に入りを見つけよう']);
    expect(t.asked).toEqual([]);
    t.bus.emit('settings:changed', t.settings('fr'));
    await t.locales.ready('fr');
    expect(t.texts()).toEqual(['Le Casino', 'Choisissez votre jeu']);
    expect(t.asked).toEqual(['fr']);
  });
});
