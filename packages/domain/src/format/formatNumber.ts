import { intlFormatter } from './intlFormatter';

const numberFormats = new Map<string, Intl.NumberFormat>();
const percentFormats = new Map<string, Intl.NumberFormat>();

/** Something a reader cannot read as a number is shown as 0, never "NaN" or "∞". */
const finite = (value: number): number => (Number.isFinite(value) ? value : 0);

/**
 * A count or amount of units in the player's locale: its digit grouping and decimal mark
 * ("1,234" in en, "1.234" in es, "1 234" in fr). The players on a tile, the days of a countdown.
 */
export function formatNumber(value: number, locale: string): string {
  return intlFormatter(numberFormats, locale, 'decimal', (tag) => new Intl.NumberFormat(tag)).format(finite(value));
}

/**
 * A whole percentage (0–100, as wageringPercent gives it) with the locale's sign and spacing:
 * "24%" in en, "24 %" in fr.
 */
export function formatPercent(percent: number, locale: string): string {
  const format = intlFormatter(
    percentFormats,
    locale,
    'percent',
    (tag) => new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 }),
  );
  return format.format(finite(percent) / 100);
}
