import { FALLBACK_CURRENCY } from '../constants/defaults';
import { rememberAtMost } from '../util/caching';

/**
 * An amount in the settings currency (the balance, a bonus's wagering). Intl refuses an
 * unknown currency code with a RangeError; a bad code from the shell must not take the
 * header down, so it falls back.
 */
export function formatMoney(amount: number, currency: string | null | undefined, locale: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const code = currency?.trim() ? currency.trim().toUpperCase() : FALLBACK_CURRENCY;
  return moneyFormat(locale, code).format(value);
}

/** Making a currency format costs far more than using one (tens of ms the first time). */
const formats = new Map<string, Intl.NumberFormat>();
/** Past this many locale and currency pairs the oldest is dropped: a shell cannot grow it without end. */
const MAX_FORMATS = 16;

function moneyFormat(locale: string, code: string): Intl.NumberFormat {
  const key = `${locale}\u0000${code}`;
  let format = formats.get(key);
  if (format === undefined) {
    try {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency: code });
    } catch {
      format = new Intl.NumberFormat(locale, { style: 'currency', currency: FALLBACK_CURRENCY });
    }
    rememberAtMost(formats, key, format, MAX_FORMATS);
  }
  return format;
}
