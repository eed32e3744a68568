import { HttpError } from '../../http/httpErrors';

export interface BuildQueue {
  /** Runs `build` when a place is free; refuses with 503 when too many are already waiting. */
  run<T>(build: () => Promise<T>): Promise<T>;
  readonly waiting: number;
}

/**
 * Lobby builds one (or `concurrency`) at a time, in arrival order. A build holds a whole
 * catalogue in memory: running them together only multiplies the memory and finishes all of
 * them late. Past `maxWaiting`, a new variant answers 503 with Retry-After instead of
 * queueing without bound; cached variants are served meanwhile.
 */
export function createBuildQueue(options: {
  readonly concurrency: number;
  readonly maxWaiting: number;
  /** The 503's message when too many are waiting. */
  readonly busyMessage?: string;
}): BuildQueue {
  let running = 0;
  const queue: (() => void)[] = [];
  const next = (): void => {
    const start = queue.shift();
    if (start) start();
    else running -= 1;
  };
  return {
    get waiting() {
      return queue.length;
    },
    async run(build) {
      if (running >= options.concurrency) {
        if (queue.length >= options.maxWaiting) {
          throw new HttpError(
            503,
            options.busyMessage ?? 'The lobby is being rebuilt for many variants at once; try again shortly.',
          );
        }
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await build();
      } finally {
        next();
      }
    },
  };
}
