import type { ShellRecord } from '@lobby/shared';

/** Where the shell's first initialData waits for start-up (an embedded lobby's settings). */
export interface InitialDataInbox {
  offer(payload: ShellRecord): void;
  readonly received: Promise<ShellRecord>;
}

/**
 * The shell sends initialData once, in answer to casinoReady. Start-up takes the first one;
 * a later one cannot change settings the lobby has already loaded with, so it is logged and
 * ignored rather than half applied.
 */
export function createInitialDataInbox(logger: Pick<Console, 'warn'>): InitialDataInbox {
  let deliver: ((payload: ShellRecord) => void) | null = null;
  const received = new Promise<ShellRecord>((resolve) => {
    deliver = resolve;
  });
  let taken = false;
  return {
    offer(payload) {
      if (taken) {
        logger.warn('initialData arrived again after start-up; ignored');
        return;
      }
      taken = true;
      deliver?.(payload);
    },
    received,
  };
}
