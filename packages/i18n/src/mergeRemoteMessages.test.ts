import { loadCatalogue } from './catalogueRegistry';
import { createEnglishI18n, loadLocale } from './createEnglishI18n';
import { mergeRemoteMessages } from './mergeRemoteMessages';
import { fixtureCatalogue } from './testing/fixtureCatalogue';

const texts = () =>
  fixtureCatalogue(
    'ui',
    { prev: 'Previous', next: 'Next' },
    { fr: { prev: 'Préc.', next: 'Suiv.' } },
    { instant: true },
  );

describe('mergeRemoteMessages', () => {
  it('merges service translations over the built-ins of the active locale', async () => {
    const i18n = createEnglishI18n({ catalogues: [texts()] });
    await loadLocale(i18n, 'fr');
    const merged = await mergeRemoteMessages(i18n, 'fr', { prev: 'Précédent', greeting: 'Bonjour {name}' });
    expect(merged).toBe(2);
    expect(i18n._('prev')).toBe('Précédent');
    expect(i18n._('next')).toBe('Suiv.');
    expect(i18n._('greeting', { name: 'Ana' })).toBe('Bonjour Ana');
  });

  it('stays on top of a catalogue loaded afterwards, such as a remote that mounts later', async () => {
    const i18n = createEnglishI18n();
    await mergeRemoteMessages(i18n, 'en', { prev: 'Back' });
    await loadCatalogue(i18n, texts(), 'en');
    expect(i18n._('prev')).toBe('Back');
    expect(i18n._('next')).toBe('Next');
  });

  it('stays on top when its locale is loaded after it was merged', async () => {
    const i18n = createEnglishI18n({ catalogues: [texts()] });
    await mergeRemoteMessages(i18n, 'fr', { next: 'Page suivante' });
    await loadLocale(i18n, 'fr');
    expect(i18n._('next')).toBe('Page suivante');
    expect(i18n._('prev')).toBe('Préc.');
  });

  it('reads nested keys as dotted ids and compiles plurals', async () => {
    const i18n = createEnglishI18n();
    await mergeRemoteMessages(i18n, 'en', {
      gameLoading: { message: { timeout: 'Still loading {count, plural, one {# second} other {# seconds}}' } },
    });
    expect(i18n._('gameLoading.message.timeout', { count: 60 })).toBe('Still loading 60 seconds');
  });

  // SPEC §8: a failed translation load gives null, and the built-in texts are used.
  it.each([null, 'oops', 42, ['a'], undefined])('keeps the built-ins when the payload is %p', async (payload) => {
    const i18n = createEnglishI18n({ catalogues: [texts()] });
    await expect(mergeRemoteMessages(i18n, 'en', payload)).resolves.toBe(0);
    expect(i18n._('prev')).toBe('Previous');
  });

  it('keeps the built-in text for an entry that is not a string or not valid ICU', async () => {
    const i18n = createEnglishI18n({ catalogues: [texts()] });
    const merged = await mergeRemoteMessages(i18n, 'en', { prev: '{broken', next: 7, other: 'Fine' });
    expect(merged).toBe(1);
    expect(i18n._('prev')).toBe('Previous');
    expect(i18n._('next')).toBe('Next');
    expect(i18n._('other')).toBe('Fine');
  });
});
