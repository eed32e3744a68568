/** Runs `callback` after `delayMs`; returns a function that cancels it. Tests pass their own. */
export type ScheduleTimer = (callback: () => void, delayMs: number) => () => void;

/** The browser's timers, as start-up's maintenance retry and the locale switch's wait use them. */
export const browserSchedule: ScheduleTimer = (callback, delayMs) => {
  const id = setTimeout(callback, delayMs);
  return () => clearTimeout(id);
};
