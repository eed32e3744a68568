/**
 * The timers a scheduler runs on, injected like the clock so tests step time instead of
 * sleeping. Methods (not function properties) so that the platform's own setTimeout and
 * clearTimeout, whose handle types differ between the DOM and Node, fit as they are.
 */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The platform's timers, looked up at each call (not captured at load) so that whatever
 * replaced them (jest's fake timers, a test page's clock) is the one used.
 */
export const SYSTEM_TIMERS: Timers = Object.freeze({
  setTimeout: (callback: () => void, ms: number): unknown => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle: unknown): void => globalThis.clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
});
