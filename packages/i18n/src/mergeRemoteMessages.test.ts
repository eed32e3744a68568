import { createEnglishI18n, loadLocale } from './createLobbyI18n';
import { mergeRemoteMessages } from './mergeRemoteMessages';

const PREVIOUS_ID = 'DHhJ7s';
const NEXT_ID = 'hXzOVo';

describe('mergeRemoteMessages', () => {
  it('merges service translations over the built-ins of the active locale', async () => {
    const i18n = createEnglishI18n();
    await loadLocale(i18n, 'fr');
    const merged = mergeRemoteMessages(i18n, 'fr', { [PREVIOUS_ID]: 'Précédent', greeting: 'Bonjour {name}' });
    expect(merged).toBe(2);
    expect(i18n._(PREVIOUS_ID)).toBe('Précédent');
    expect(i18n._(NEXT_ID)).toBe('Next');
    expect(i18n._('greeting', { name: 'Ana' })).toBe('Bonjour Ana');
  });

  it('reads nested keys as dotted ids and compiles plurals', () => {
    const i18n = createEnglishI18n();
    mergeRemoteMessages(i18n, 'en', {
      gameLoading: { message: { timeout: 'Still loading {count, plural, one {# second} other {# seconds}}' } },
    });
    expect(i18n._('gameLoading.message.timeout', { count: 60 })).toBe('Still loading 60 seconds');
  });

  it.each([null, 'oops', 42, ['a'], undefined])('keeps the built-ins when the payload is %p', (payload) => {
    const i18n = createEnglishI18n();
    expect(mergeRemoteMessages(i18n, 'en', payload)).toBe(0);
    expect(i18n._(PREVIOUS_ID)).toBe('Previous');
  });

  it('keeps the built-in text for an entry that is not a string or not valid ICU', () => {
    const i18n = createEnglishI18n();
    const merged = mergeRemoteMessages(i18n, 'en', { [PREVIOUS_ID]: '{broken', [NEXT_ID]: 7, other: 'Fine' });
    expect(merged).toBe(1);
    expect(i18n._(PREVIOUS_ID)).toBe('Previous');
    expect(i18n._(NEXT_ID)).toBe('Next');
  });
});
