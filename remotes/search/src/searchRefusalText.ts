import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SearchQueryRefusal } from '@lobby/domain';

/**
 * SPEC §5: what the search panel says for each reason `validateSearchQuery` refuses a
 * query. Keyed by the domain's reasons, so a new one does not compile without its text.
 */
export const SEARCH_REFUSAL_TEXT: { readonly [R in SearchQueryRefusal]: MessageDescriptor } = {
  tooShort: msg({ id: 'search.tooShort', message: `Search requires at least 3 characters.` }),
};
