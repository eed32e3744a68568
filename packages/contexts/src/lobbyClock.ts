/**
 * The lobby's clock: what "now" is for every date window (links, blocks, bonuses) and every
 * countdown. It is the wall clock, or in an editor's time travel (the previewAt setting) the
 * editor's chosen instant, running on from there. One object, created by the host and handed
 * down like the bus, so nothing reads Date.now() for lobby time by itself. Its shape is an
 * interface between separately deployed builds, like the store's.
 */
export interface LobbyClock {
  /** The lobby's now, in epoch ms. */
  readonly now: () => number;
  /**
   * Called whenever the clock jumps (time travel starts, moves or ends) rather than runs on:
   * whoever shows something that depends on the time reads `now` again. Returns its unsubscribe.
   */
  readonly subscribe: (onJump: () => void) => () => void;
}
