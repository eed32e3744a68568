import { FALLBACK_CURRENCY } from '../constants/defaults';
import { intlFormatter } from '../format/intlFormatter';
import { currencyCode } from './currency';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of money in `currency` (displayCurrency's) and the player's locale (the balance, a
 * bonus's wagering). Intl refuses an unknown currency code or locale with a RangeError; a bad
 * value from the shell must not take the header down, so each falls back (USD, 'en').
 */
export function formatMoney(amount: number, currency: string | null | undefined, locale: string): string {
  const value = Number.isFinite(amount) ? amount : 0;
  const code = currencyCode(currency) ?? FALLBACK_CURRENCY;
  return intlFormatter(
    moneyFormats,
    locale,
    code,
    (tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: code }),
  ).format(value);
}
