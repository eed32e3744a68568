/**
 * Whether `now` lies in a start/end window (SPEC §3: links and blocks show only inside
 * it). Start is inclusive, end exclusive; null or absent bounds are open. An unreadable
 * date hides the item: a broken schedule must not publish content early or keep it late.
 */
export function isWithinWindow(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  now: number,
): boolean {
  if (!Number.isFinite(now)) return false;
  const start = windowBoundary(startDate);
  const end = windowBoundary(endDate);
  if (start === 'invalid' || end === 'invalid') return false;
  if (start !== null && now < start) return false;
  if (end !== null && now >= end) return false;
  return true;
}

/**
 * One bound of a window in epoch ms: null when open (absent or empty), 'invalid' when
 * unreadable. Shared with nextWindowChange so both read a date the same way.
 */
export function windowBoundary(date: string | null | undefined): number | null | 'invalid' {
  if (date === null || date === undefined) return null;
  if (typeof date !== 'string') return 'invalid';
  if (date.trim() === '') return null;
  const ms = Date.parse(date);
  return Number.isNaN(ms) ? 'invalid' : ms;
}
