import { FALLBACK_CURRENCY } from '../constants/defaults';

/**
 * An amount in the settings currency (the balance, a bonus's wagering). Intl refuses an
 * unknown currency code with a RangeError; a bad code from the shell must not take the
 * header down, so it falls back.
 */
export function formatMoney(amount: number, currency: string | null | undefined, locale: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const code = currency?.trim() ? currency.trim().toUpperCase() : FALLBACK_CURRENCY;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(value);
  } catch {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: FALLBACK_CURRENCY }).format(value);
  }
}
