import { FALLBACK_LOCALE } from '../constants/defaults';
import { rememberAtMost } from '../util/caching';

/** Past this many formatters of one kind the oldest is dropped: a shell cannot grow a cache without end. */
const MAX_FORMATTERS = 16;

/**
 * The Intl formatter of `kind` (its options, spelled as a key) for `locale`, made once and
 * then reused: making one costs far more than using one (tens of ms the first time, while the
 * browser sets up the locale's data). A locale Intl refuses (a malformed tag) gets the
 * fallback locale's formatter, so a bad value never takes a screen down.
 */
export function intlFormatter<F>(cache: Map<string, F>, locale: string, kind: string, make: (locale: string) => F): F {
  const key = `${locale}\u0000${kind}`;
  let formatter = cache.get(key);
  if (formatter === undefined) {
    try {
      formatter = make(locale);
    } catch {
      formatter = make(FALLBACK_LOCALE);
    }
    rememberAtMost(cache, key, formatter, MAX_FORMATTERS);
  }
  return formatter;
}
