import { FALLBACK_CURRENCY } from '../constants/defaults';

/** An ISO 4217 code is three letters; Intl refuses anything else with a RangeError. */
const CURRENCY_CODE = /^[A-Z]{3}$/;

/** A currency code as Intl takes it (trimmed, upper case), or null when it is none. */
export function currencyCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return CURRENCY_CODE.test(code) ? code : null;
}

/**
 * The currency the lobby shows money in (SPEC §3, §9). The settings' `currency` wins: the
 * shell (initialData) or the query sets it for this player, and it is the currency of the
 * balance the shell reports. Without one, the lobby reply's `currency` (the server's, for the
 * country's licence); without either, USD. The reply always carries one (USD when it knows
 * no country), so if it came first the settings field could never take effect. A value that
 * is no currency code counts as none.
 */
export function displayCurrency(
  settingsCurrency: string | null | undefined,
  lobbyCurrency: string | null | undefined,
): string {
  return currencyCode(settingsCurrency) ?? currencyCode(lobbyCurrency) ?? FALLBACK_CURRENCY;
}
