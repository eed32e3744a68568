import { SYSTEM_TIMERS, backoffDelayMs, randomId, sleep, type Timers } from '@lobby/domain';
import type { LobbyStorage, StoredOutboxEntry } from '@lobby/storage';
import { browserConnectivity, waitForOnline, type Connectivity } from '../connectivity';
import { classifyWriteError } from './classifyWriteError';
import { boundOutbox, laneOf, withFavourite } from './outboxEntries';

/** Entries kept at most (oldest plays dropped first beyond, outboxEntries.ts). */
const ACTION_OUTBOX_MAX_ENTRIES = 100;
/**
 * Backoff of a write the API did not take (no answer, 429, 5xx): 1 s doubling to a minute,
 * with jitter, for as long as it takes. A player's write is never given up for an outage;
 * only a refusal, or the bound, ends it.
 */
const ACTION_RETRY_RANGE = { baseMs: 1000, maxMs: 60_000 } as const;

/** The account a write is made on (the session's ids at the time of the tap). */
export interface OutboxCredentials {
  readonly userId: string;
  readonly sessionId: string;
}

export interface ActionOutboxOptions {
  /** Where entries wait ('actionOutbox'): read at creation, written at every change. */
  readonly storage: LobbyStorage;
  /** Sends one entry with its id as the idempotency key and its own credentials (sendOutboxEntry). */
  readonly send: (entry: StoredOutboxEntry) => Promise<void>;
  /** What a failed send means; classifyWriteError (no answer, 429, 5xx: retry; other 4xx: refused) by default. */
  readonly classify?: (error: unknown) => 'retry' | 'refused';
  readonly now?: () => number;
  /** [0, 1) for the backoff's jitter; Math.random by default. */
  readonly random?: () => number;
  readonly timers?: Timers;
  readonly connectivity?: Connectivity;
  /** Idempotency keys; randomId (16 random bytes) by default. */
  readonly newId?: () => string;
  readonly logger?: Pick<Console, 'warn'>;
  readonly maxEntries?: number;
}

export interface ActionOutbox {
  /** The player wants `key` favourite or not: only the latest wanted state waits behind one on its way. */
  setFavourite(key: string, favourite: boolean, credentials: OutboxCredentials): void;
  /** The player played `key` at `atMs`: each play is its own write with its own idempotency key. */
  recordPlay(key: string, atMs: number, credentials: OutboxCredentials): void;
  /** An entry reached the server (2xx). Returns what stops the listener. */
  onSettled(listener: (entry: StoredOutboxEntry) => void): () => void;
  /**
   * An entry was refused (a 4xx) or dropped for room: it will never be sent; the host shows
   * the server's state again (the heart rolls back). Returns what stops the listener.
   */
  onRefused(listener: (entry: StoredOutboxEntry, error: unknown) => void): () => void;
  /** The entries of game `key` not yet settled, in order (on its way first). */
  pending(key: string): readonly StoredOutboxEntry[];
  /**
   * The favourite state each game will have once the player's writes not yet settled have
   * reached the server (the last one per game): a list loaded from the server meanwhile is
   * shown with these applied, so a load cannot undo a tap that is still on its way.
   */
  pendingFavourites(userId: string): ReadonlyMap<string, boolean>;
  /** Stops sending and waiting; entries stay stored for the next outbox on this storage. */
  stop(): void;
}

/**
 * The player's writes (favourite, play), durable and in order (issue #33):
 * - one lane per kind, game and account (outboxEntries.ts) sends one entry at a time, oldest
 *   first; lanes run side by side;
 * - an entry is sent with its id as the Idempotency-Key and the credentials it was made with,
 *   again and again until the API answers: the API applies it once;
 * - while the browser is offline nothing is sent and no retry is spent;
 * - every change is written to storage at once, and an outbox made on the same storage (a
 *   reload) sends what was left, with the same keys. Entries another window wrote meanwhile
 *   are kept in storage, not taken over: that window sends them.
 */
export function createActionOutbox(options: ActionOutboxOptions): ActionOutbox {
  const { storage, send } = options;
  const classify = options.classify ?? classifyWriteError;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const timers = options.timers ?? SYSTEM_TIMERS;
  const connectivity = options.connectivity ?? browserConnectivity();
  const newId = options.newId ?? (() => randomId());
  const logger = options.logger ?? console;
  const maxEntries = options.maxEntries ?? ACTION_OUTBOX_MAX_ENTRIES;

  const stopping = new AbortController();
  const settledListeners = new Set<(entry: StoredOutboxEntry) => void>();
  const refusedListeners = new Set<(entry: StoredOutboxEntry, error: unknown) => void>();
  /** Ids of every entry this outbox has held: the ones its writes may replace in storage. */
  const known = new Set<string>();
  /** Entries being sent right now: never replaced nor dropped. */
  const sending = new Set<string>();
  /** Lanes with a worker. */
  const running = new Set<string>();

  let entries: readonly StoredOutboxEntry[] = storage.get('actionOutbox') ?? [];
  for (const entry of entries) known.add(entry.id);

  function persist(): void {
    const others = (storage.get('actionOutbox') ?? []).filter((entry) => !known.has(entry.id));
    storage.set('actionOutbox', [...others, ...entries]);
  }

  function tell<A extends unknown[]>(listeners: ReadonlySet<(...args: A) => void>, ...args: A): void {
    for (const listener of [...listeners]) {
      try {
        listener(...args);
      } catch (error) {
        logger.warn('An action outbox listener failed', error);
      }
    }
  }

  function refuse(entry: StoredOutboxEntry, error: unknown): void {
    logger.warn(`The ${entry.kind} write of ${entry.key} was refused and dropped`, error);
    tell(refusedListeners, entry, error);
  }

  function add(entry: StoredOutboxEntry, next: readonly StoredOutboxEntry[]): void {
    if (stopping.signal.aborted) return;
    known.add(entry.id);
    const { kept, dropped } = boundOutbox(next, maxEntries, sending);
    entries = kept;
    persist();
    if (dropped.length > 0) {
      logger.warn(`The action outbox holds at most ${maxEntries} writes: dropped the ${dropped.length} oldest`);
      // A dropped play only misses a line in "recently played"; a dropped favourite is a heart
      // the server will not have, so the host hears of it as of a refusal.
      const full = new Error('The action outbox is full');
      for (const entry of dropped) if (entry.kind === 'favourite') tell(refusedListeners, entry, full);
    }
    if (entries.includes(entry)) start(laneOf(entry));
  }

  function finish(entry: StoredOutboxEntry): void {
    entries = entries.filter((other) => other.id !== entry.id);
    persist();
  }

  function start(lane: string): void {
    if (running.has(lane)) return;
    running.add(lane);
    void work(lane);
  }

  /** Sends the lane's entries one by one. Leaves `running` in the same turn as it finds none. */
  async function work(lane: string): Promise<void> {
    for (;;) {
      const head = entries.find((entry) => laneOf(entry) === lane);
      if (head === undefined || stopping.signal.aborted) {
        running.delete(lane);
        return;
      }
      if (!connectivity.isOnline()) {
        // Not locked while it waits: a later tap still replaces it, and one request goes out.
        await waitForOnline(connectivity, stopping.signal);
        continue;
      }
      sending.add(head.id);
      let failure: { error: unknown } | undefined;
      try {
        await send(head);
      } catch (error) {
        failure = { error };
      } finally {
        sending.delete(head.id);
      }
      if (stopping.signal.aborted) continue;
      if (failure === undefined) {
        finish(head);
        tell(settledListeners, head);
        continue;
      }
      if (classify(failure.error) === 'refused') {
        finish(head);
        refuse(head, failure.error);
        continue;
      }
      // Offline now: the send never had a chance, so no retry is spent; the loop waits for 'online'.
      if (!connectivity.isOnline()) continue;
      const retried: StoredOutboxEntry = { ...head, attempts: head.attempts + 1 };
      entries = entries.map((entry) => (entry.id === head.id ? retried : entry));
      persist();
      await sleep(backoffDelayMs(retried.attempts, random, ACTION_RETRY_RANGE), timers, stopping.signal);
    }
  }

  function entryOf(
    kind: StoredOutboxEntry['kind'],
    key: string,
    favourite: boolean | null,
    atMs: number,
    credentials: OutboxCredentials,
  ): StoredOutboxEntry {
    const { userId, sessionId } = credentials;
    return { id: newId(), kind, key, favourite, atMs, userId, sessionId, attempts: 0 };
  }

  // What the last page left is sent first.
  for (const lane of new Set(entries.map(laneOf))) start(lane);

  return {
    setFavourite(key, favourite, credentials) {
      const entry = entryOf('favourite', key, favourite, now(), credentials);
      add(entry, withFavourite(entries, entry, sending));
    },
    recordPlay(key, atMs, credentials) {
      const entry = entryOf('play', key, null, atMs, credentials);
      add(entry, [...entries, entry]);
    },
    onSettled(listener) {
      settledListeners.add(listener);
      return () => settledListeners.delete(listener);
    },
    onRefused(listener) {
      refusedListeners.add(listener);
      return () => refusedListeners.delete(listener);
    },
    pending: (key) => entries.filter((entry) => entry.key === key),
    pendingFavourites(userId) {
      const wanted = new Map<string, boolean>();
      for (const entry of entries) {
        if (entry.kind === 'favourite' && entry.userId === userId && entry.favourite !== null) wanted.set(entry.key, entry.favourite);
      }
      return wanted;
    },
    stop() {
      stopping.abort();
    },
  };
}
