import { createEnglishI18n, loadLocale } from './createEnglishI18n';
import { mergeRemoteMessages } from './mergeRemoteMessages';
import { fixtureCatalogue } from './testing/fixtureCatalogue';
import { loadCatalogue } from './catalogueRegistry';

function hostAndUi(options: { readonly instant?: boolean } = {}) {
  const host = fixtureCatalogue('host', { h1: 'Cashier' }, { fr: { h1: 'Caisse' }, ko: { h1: '캐셔' } }, options);
  const ui = fixtureCatalogue('ui', { u1: 'Next' }, { fr: { u1: 'Suivant' }, ko: { u1: '다음' } }, options);
  return { host, ui };
}

describe('createEnglishI18n', () => {
  it('is active in English at once with the English of every catalogue given', () => {
    const { host, ui } = hostAndUi();
    const i18n = createEnglishI18n({ catalogues: [host, ui] });
    expect(i18n.locale).toBe('en');
    expect([i18n._('h1'), i18n._('u1')]).toEqual(['Cashier', 'Next']);
    expect(host.requested).toEqual([]);
  });

  it('creates independent instances that do not share loaded texts', async () => {
    const { host } = hostAndUi();
    const first = createEnglishI18n({ catalogues: [host] });
    await mergeRemoteMessages(first, 'en', { h1: 'Deposit' });
    const second = createEnglishI18n({ catalogues: [host] });
    expect(first).not.toBe(second);
    expect(first._('h1')).toBe('Deposit');
    expect(second._('h1')).toBe('Cashier');
  });
});

describe('loadLocale', () => {
  it('loads the locale of every registered catalogue, then activates it', async () => {
    const { host, ui } = hostAndUi();
    const i18n = createEnglishI18n({ catalogues: [host, ui] });
    const switching = loadLocale(i18n, 'fr');
    host.resolve('fr');
    await Promise.resolve();
    // Not before every catalogue has its texts: a half-loaded locale would show ids.
    expect(i18n.locale).toBe('en');
    ui.resolve('fr');
    await switching;
    expect(i18n.locale).toBe('fr');
    expect([i18n._('h1'), i18n._('u1')]).toEqual(['Caisse', 'Suivant']);
  });

  it('includes catalogues registered after creation, e.g. a mounted remote', async () => {
    const { host } = hostAndUi({ instant: true });
    const remote = fixtureCatalogue('preview', { p1: 'Preview' }, { fr: { p1: 'Aperçu' } }, { instant: true });
    const i18n = createEnglishI18n({ catalogues: [host] });
    await loadCatalogue(i18n, remote, 'en');
    await loadLocale(i18n, 'fr');
    expect([i18n._('h1'), i18n._('p1')]).toEqual(['Caisse', 'Aperçu']);
  });

  it('fetches each chunk once, only for the locale asked for', async () => {
    const { host, ui } = hostAndUi({ instant: true });
    const i18n = createEnglishI18n({ catalogues: [host, ui] });
    await loadLocale(i18n, 'fr');
    await loadLocale(i18n, 'en');
    await loadLocale(i18n, 'fr');
    expect(host.requested).toEqual(['fr']);
    expect(ui.requested).toEqual(['fr']);
    expect(i18n._('h1')).toBe('Caisse');
  });

  it('shows English for a catalogue whose chunk fails, the others switch, and reports it', async () => {
    const { host, ui } = hostAndUi();
    const onError = jest.fn();
    const i18n = createEnglishI18n({ catalogues: [host, ui], onError });
    const switching = loadLocale(i18n, 'ko');
    host.resolve('ko');
    ui.reject('ko');
    await switching;
    expect(i18n.locale).toBe('ko');
    expect([i18n._('h1'), i18n._('u1')]).toEqual(['캐셔', 'Next']);
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 'ko', 'ui');
  });

  it("loads a library's texts once whichever copy of it asks: another app's copy fetches no chunk", async () => {
    const { host, ui } = hostAndUi({ instant: true });
    // The catalogue remote bundles its own copy of @lobby/ui: another object, the same texts.
    const remotesUi = fixtureCatalogue('ui', { u1: 'Next' }, { fr: { u1: 'Suivant' } }, { instant: true });
    const i18n = createEnglishI18n({ catalogues: [host, ui] });
    await loadCatalogue(i18n, remotesUi, 'en');
    await loadLocale(i18n, 'fr');
    await loadCatalogue(i18n, remotesUi, 'fr');
    expect(ui.requested).toEqual(['fr']);
    expect(remotesUi.requested).toEqual([]);
    expect(i18n._('u1')).toBe('Suivant');
  });

  it("loads a copy of a library with texts the host's copy lacks, in every locale", async () => {
    const { host, ui } = hostAndUi({ instant: true });
    // A remote built against a newer @lobby/ui, with a text the host's copy does not have.
    const newerUi = fixtureCatalogue(
      'ui',
      { u1: 'Next', u2: 'Close' },
      { fr: { u1: 'Suivant', u2: 'Fermer' } },
      { instant: true },
    );
    const i18n = createEnglishI18n({ catalogues: [host, ui] });
    await loadCatalogue(i18n, newerUi, 'en');
    expect(i18n._('u2')).toBe('Close');
    await loadLocale(i18n, 'fr');
    expect([i18n._('u1'), i18n._('u2')]).toEqual(['Suivant', 'Fermer']);
    expect(newerUi.requested).toEqual(['fr']);
  });

  it('keeps English under a translation, so an untranslated id still reads in English', async () => {
    const host = fixtureCatalogue('host', { h1: 'Cashier', h2: 'Log in' }, { fr: { h1: 'Caisse' } }, { instant: true });
    const i18n = createEnglishI18n({ catalogues: [host] });
    await loadLocale(i18n, 'fr');
    expect([i18n._('h1'), i18n._('h2')]).toEqual(['Caisse', 'Log in']);
  });
});
