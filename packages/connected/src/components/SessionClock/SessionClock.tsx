import { useLingui } from '@lingui/react/macro';
import { useClockNow } from '../../clock/useClock';
import { sessionClockAt } from '@lobby/domain';
import { tokens } from '@lobby/ui';

export interface SessionClockProps {
  /** ISO 8601: when the play session began (the player's protection, 'protection:changed'). */
  readonly sessionStartedAt: string;
}

/**
 * The session clock (issue #34): time played since the session began, on the lobby's clock,
 * "1:04:12". It re-renders when the second it shows changes. Named "Session time" for assistive
 * technology; a timer region is not read out every second.
 */
export function SessionClock({ sessionStartedAt }: SessionClockProps) {
  const { t } = useLingui();
  const now = useClockNow((at) => sessionClockAt(sessionStartedAt, at)?.nextChangeInMs ?? null);
  const reading = sessionClockAt(sessionStartedAt, now);
  if (reading === null) return null;
  const label = t({ id: 'protection.sessionClock.label', message: `Session time` });
  return (
    <span
      role="timer"
      aria-label={label}
      title={label}
      data-testid="session-clock"
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: tokens.space.xs,
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
      }}
    >
      <ClockIcon />
      {reading.text}
    </span>
  );
}

/** A clock face drawn in the text's colour. */
function ClockIcon() {
  return (
    <svg
      aria-hidden="true"
      width="1em"
      height="1em"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      // A narrow phone's header keeps its room for search: the digits say it is a clock.
      css={{ flexShrink: 0, [tokens.media.narrowPhone]: { display: 'none' } }}
    >
      <circle cx="8" cy="8" r="6.5" />
      <path d="M8 4.5V8l2.5 1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
