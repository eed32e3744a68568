import { validateSearchQuery } from '@lobby/domain';
import { createEnglishI18n } from '@lobby/i18n';
import { SEARCH_REFUSAL_TEXT } from './searchRefusalText';
import { searchTexts } from './texts';

describe('SEARCH_REFUSAL_TEXT', () => {
  test.each(['', 'ab', '  a  '])('%p is refused with the SPEC text, from the compiled catalogue', (query) => {
    const check = validateSearchQuery(query);
    if (check.ok) throw new Error(`${query} should be refused`);
    const i18n = createEnglishI18n({ catalogues: [searchTexts] });
    expect(i18n._(SEARCH_REFUSAL_TEXT[check.reason])).toBe('Search requires at least 3 characters.');
  });
});
