import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const format = '{num}.{num}.{num}';

/**
 * SPEC §5: the settings form's message for a value its field's pattern refuses (the issue
 * 'pattern'; appVersion is the field with a pattern). The format is a value, and the
 * quotes are doubled, because braces and apostrophes are syntax in ICU messages.
 */
export const PATTERN_MISMATCH_TEXT: MessageDescriptor = msg({ id: 'preview.issue.pattern', message: `Invalid pattern. Follow ''${format}''.` });
