import { ClockContext } from '@lobby/contexts';
import type { LobbyClock } from '@lobby/contexts';
import { useContext, useEffect, useState } from 'react';

export const MISSING_CLOCK_MESSAGE =
  'useClock() found no <ClockProvider>. Either the component is rendered outside the host tree, ' +
  'or this bundle loaded its own copy of @lobby/contexts instead of the shared singleton.';

/** The host's one clock (never Date.now() in a component: an editor's time travel moves this one). */
export function useClock(): LobbyClock {
  const clock = useContext(ClockContext);
  if (clock === null) throw new Error(MISSING_CLOCK_MESSAGE);
  return clock;
}

/**
 * The lobby's now, read again when the clock jumps and when `nextChangeInMs` (of the value
 * shown at that now; null: nothing will change) has passed: a countdown re-renders when its
 * displayed value changes, not every second.
 */
export function useClockNow(nextChangeInMs: (now: number) => number | null = () => null): number {
  const clock = useClock();
  const [now, setNow] = useState(clock.now);
  useEffect(() => clock.subscribe(() => setNow(clock.now())), [clock]);
  const delay = nextChangeInMs(now);
  useEffect(() => {
    if (delay === null) return undefined;
    const timer = setTimeout(() => setNow(clock.now()), delay);
    return () => clearTimeout(timer);
  }, [clock, now, delay]);
  return now;
}
