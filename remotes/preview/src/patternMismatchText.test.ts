import { SETTINGS_SCHEMA, validateSettingsField } from '@lobby/domain';
import { createEnglishI18n } from '@lobby/i18n';
import { setupI18n } from '@lingui/core';
import { PATTERN_MISMATCH_TEXT } from './patternMismatchText';
import { previewTexts } from './texts';

const SPEC_TEXT = "Invalid pattern. Follow '{num}.{num}.{num}'.";

describe('PATTERN_MISMATCH_TEXT', () => {
  test('an appVersion off the pattern is refused with the SPEC text, from the compiled catalogue', () => {
    const result = validateSettingsField(SETTINGS_SCHEMA.appVersion, '1.6');
    expect(result).toEqual({ ok: false, issue: 'pattern' });
    expect(createEnglishI18n({ catalogues: [previewTexts] })._(PATTERN_MISMATCH_TEXT)).toBe(SPEC_TEXT);
  });

  test('reads the same from the source message, as a development build shows it', () => {
    expect(setupI18n({ locale: 'en', messages: { en: {} } })._(PATTERN_MISMATCH_TEXT)).toBe(SPEC_TEXT);
  });
});
