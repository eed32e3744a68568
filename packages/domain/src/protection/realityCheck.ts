const SECOND_MS = 1_000;
const MINUTE_MS = 60_000;

/** One reality check (issue #34): the instant it came due, and the whole minutes played by then. */
export interface RealityCheck {
  readonly dueAt: number;
  readonly minutes: number;
}

export interface RealityCheckFacts {
  /** ISO 8601: when the play session began (the content service's sessionStartedAt). */
  readonly sessionStartedAt: string;
  /** The policy's interval; null (or not above 0): no reality checks. */
  readonly intervalSeconds: number | null;
  /** Epoch ms: the due instant of the last check the player answered in this session, if any. */
  readonly answeredDueAt: number | null;
  /** Epoch ms on the lobby's clock. */
  readonly now: number;
}

export type RealityCheckTiming =
  | { readonly kind: 'off' }
  /** Show this check now. */
  | { readonly kind: 'due'; readonly check: RealityCheck }
  /** Nothing to show yet: this check comes due in `inMs`. */
  | { readonly kind: 'later'; readonly check: RealityCheck; readonly inMs: number };

const OFF: RealityCheckTiming = Object.freeze({ kind: 'off' });

/**
 * When the reality check is due: one every interval counted from the session's start (start +
 * interval, start + 2 × interval…), never at the start itself. A check answered in this session
 * (remembered across reloads) is not shown again; of the checks that came due while none could
 * be shown (the lobby was closed, or one stayed unanswered), only the latest is shown, so a
 * player is never asked twice in a row. Answering a check remembers the latest one due then
 * (this rule's 'due' check at the moment of the answer).
 */
export function realityCheckTiming({ sessionStartedAt, intervalSeconds, answeredDueAt, now }: RealityCheckFacts): RealityCheckTiming {
  const start = Date.parse(sessionStartedAt);
  if (intervalSeconds === null || !(intervalSeconds > 0) || Number.isNaN(start) || !Number.isFinite(now)) return OFF;
  const intervalMs = intervalSeconds * SECOND_MS;
  const checkAt = (index: number): RealityCheck => {
    const dueAt = start + index * intervalMs;
    return { dueAt, minutes: Math.floor((dueAt - start) / MINUTE_MS) };
  };
  // How many checks have come due, and how many of those the player has already answered (an
  // answer from an earlier play session, before this start, answered none of them).
  const dueCount = Math.max(0, Math.floor((now - start) / intervalMs));
  const answeredCount =
    answeredDueAt === null || answeredDueAt < start ? 0 : Math.floor((answeredDueAt - start) / intervalMs);
  if (dueCount > answeredCount) return { kind: 'due', check: checkAt(dueCount) };
  const next = checkAt(Math.max(dueCount, answeredCount) + 1);
  return { kind: 'later', check: next, inMs: next.dueAt - now };
}
