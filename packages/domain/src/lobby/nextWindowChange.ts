import type { RawLobbyResponse } from '@lobby/shared';
import { windowBoundary } from '../entities/dateWindow';
import { isRecord, listOf } from '../util/guards';

/** The parts of a reply whose items show only inside a start/end window (SPEC §3). */
export type WindowedReply = Pick<RawLobbyResponse, 'links' | 'blocks'>;

/**
 * When the normalised lobby next changes by the clock alone: the earliest start or end of
 * a link or block after `now` (epoch ms), or null when no window will open or close
 * again. A bound equal to `now` has already taken effect (start inclusive, end
 * exclusive). Items that can never show — an unreadable date, an inverted window — never
 * change anything, so their dates are not moments to wake up for.
 */
export function nextWindowChange(raw: WindowedReply, now: number): number | null {
  if (!Number.isFinite(now)) return null;
  let next: number | null = null;
  const consider = (moment: number | null) => {
    if (moment !== null && moment > now && (next === null || moment < next)) next = moment;
  };
  for (const item of [...listOf(raw.links), ...listOf(raw.blocks)]) {
    if (!isRecord(item)) continue;
    const start = windowBoundary(item.startDate);
    const end = windowBoundary(item.endDate);
    if (start === 'invalid' || end === 'invalid') continue;
    if (start !== null && end !== null && start >= end) continue;
    consider(start);
    consider(end);
  }
  return next;
}
