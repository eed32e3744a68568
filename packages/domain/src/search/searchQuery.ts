export const SEARCH_MIN_LENGTH = 3;

/** Why a query is refused; the search panel says it in the player's language. */
export type SearchQueryRefusal = 'tooShort';

export type SearchQueryCheck =
  { readonly ok: true; readonly query: string } | { readonly ok: false; readonly reason: SearchQueryRefusal };

/**
 * SPEC §5: at least 3 characters, counted after trimming and by code point, so three
 * emoji or three CJK characters are a valid search.
 */
export function validateSearchQuery(input: unknown): SearchQueryCheck {
  const query = typeof input === 'string' ? input.trim() : '';
  let length = 0;
  for (const _char of query) {
    length += 1;
    if (length >= SEARCH_MIN_LENGTH) return { ok: true, query };
  }
  return { ok: false, reason: 'tooShort' };
}
