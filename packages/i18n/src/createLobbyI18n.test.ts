import { LOCALES } from '@lobby/shared';
import { createEnglishI18n, createLobbyI18n, loadLocale } from './createLobbyI18n';

// The Korean chunk "fails to download", as after a deploy removed an old chunk.
jest.mock('./locales/ko/messages', () => {
  throw new Error('ChunkLoadError: Loading chunk i18n-ko failed.');
});

/** Slider's "Previous" button label: a message every catalogue carries. */
const PREVIOUS_ID = 'DHhJ7s';

describe('createLobbyI18n', () => {
  it('creates an instance active in English synchronously for first paint', () => {
    const i18n = createEnglishI18n();
    expect(i18n.locale).toBe('en');
    expect(i18n._(PREVIOUS_ID)).toBe('Previous');
  });

  it('creates independent instances (no module-level instance)', async () => {
    const first = await createLobbyI18n('en');
    const second = await createLobbyI18n('fr');
    expect(first).not.toBe(second);
    expect(first.locale).toBe('en');
    expect(second.locale).toBe('fr');
  });

  it.each(LOCALES.filter((locale) => locale !== 'ko'))(
    'activates the compiled %s catalogue, English where untranslated',
    async (locale) => {
      const i18n = await createLobbyI18n(locale);
      expect(i18n.locale).toBe(locale);
      expect(i18n._(PREVIOUS_ID)).toBe('Previous');
    },
  );

  it('keeps the current locale and reports when a catalogue fails to load', async () => {
    const onError = jest.fn();
    const i18n = await createLobbyI18n('fr');
    await expect(loadLocale(i18n, 'ko', { onError })).resolves.toBe('fr');
    expect(i18n.locale).toBe('fr');
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'ko');
    const fresh = await createLobbyI18n('ko', { onError });
    expect(fresh.locale).toBe('en');
    expect(fresh._(PREVIOUS_ID)).toBe('Previous');
  });

  it('switches locale on an existing instance', async () => {
    const i18n = createEnglishI18n();
    const changes = jest.fn();
    i18n.on('change', changes);
    await expect(loadLocale(i18n, 'ja')).resolves.toBe('ja');
    expect(i18n.locale).toBe('ja');
    expect(changes).toHaveBeenCalled();
  });
});
