/**
 * The fallback title made from a raw content title such as "gates_of_olympus_1000":
 * separators become spaces and each word starts upper case ("Gates Of Olympus 1000").
 */
export function cleanRawTitle(rawTitle: unknown): string {
  if (typeof rawTitle !== 'string') return '';
  return rawTitle
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => (word === '' ? word : word.charAt(0).toLocaleUpperCase('en') + word.slice(1)))
    .join(' ');
}

/** Localized title when there is one, else the cleaned raw title, else the code. */
export function gameTitle(localized: unknown, rawTitle: unknown, code: string): string {
  if (typeof localized === 'string' && localized.trim() !== '') return localized.trim();
  const cleaned = cleanRawTitle(rawTitle);
  return cleaned === '' ? code : cleaned;
}
