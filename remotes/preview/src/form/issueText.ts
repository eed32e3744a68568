import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber, type FieldIssue, type SettingsField } from '@lobby/domain';
import { PATTERN_MISMATCH_TEXT } from '../patternMismatchText';

const FORMAT_TEXT: MessageDescriptor = msg({ id: 'preview.issue.format', message: `This value is not in the accepted format.` });

/**
 * The inline message for a field's issue, numbers in `locale`. The SPEC words appVersion's
 * pattern (SPEC §5); the other patterns (country, brand, bundleID: what the content service
 * accepts) and lengths share one message.
 */
export function issueText(field: SettingsField, issue: FieldIssue, locale: string): MessageDescriptor {
  switch (issue) {
    case 'pattern':
      return field.key === 'appVersion' ? PATTERN_MISMATCH_TEXT : FORMAT_TEXT;
    case 'missing':
    case 'empty':
    case 'notNullable':
      return msg({ id: 'preview.issue.required', message: `This field is required.` });
    case 'belowMin': {
      const min = formatNumber(field.kind === 'number' ? field.min : 0, locale);
      return msg({ id: 'preview.issue.min', message: `Enter ${min} or more.` });
    }
    case 'step': {
      const step = formatNumber(field.kind === 'number' ? field.step : 1, locale);
      return msg({ id: 'preview.issue.step', message: `Enter a multiple of ${step}.` });
    }
    case 'notNumeric':
      return msg({ id: 'preview.issue.number', message: `Enter a number.` });
    case 'wrongType':
    case 'notFlag':
    case 'notAnOption':
      return msg({ id: 'preview.issue.choice', message: `Choose one of the options.` });
    case 'notAnInstant':
      return msg({ id: 'preview.issue.dateTime', message: `Enter a date and time.` });
    default:
      // tooLong and the issues a settings field cannot have (they belong to other boundaries).
      return FORMAT_TEXT;
  }
}
