import {
  ANALYTICS_FLUSH_DELAY_MS,
  MAX_ANALYTICS_RETRIES,
  SYSTEM_TIMERS,
  analyticsEvent,
  analyticsRetryDelayMs,
  chooseAnalyticsIdentity,
  classifyWriteReply,
  isLiveAnalyticsIdentity,
  packAnalyticsRequests,
  randomId,
  sleep,
  trimAnalyticsQueue,
  type AnalyticsIdentity,
  type Timers,
} from '@lobby/domain';
import {
  ANALYTICS_BATCH_PATH,
  ANALYTICS_WRITE_KEY_HEADER,
  MAX_ANALYTICS_BATCH_EVENTS,
  type AnalyticsBatch,
  type AnalyticsEvent,
  type AnalyticsEventName,
} from '@lobby/shared';
import type { LobbyStorage } from '@lobby/storage';
import { browserConnectivity, type Connectivity } from '../connectivity';
import { readIdentityCookie, writeIdentityCookie, type CookieJar } from './identityCookie';

/**
 * How long tracked events wait before the queue is written to storage: writes are gathered
 * (a burst of events costs one), off the caller's turn. A page that goes away sooner writes
 * at 'pagehide'.
 */
const ANALYTICS_PERSIST_DELAY_MS = 1000;

/** The request the client makes; `fetch` fits. */
export interface AnalyticsRequestInit {
  readonly method: 'POST';
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** The request outlives the page (a flush at 'pagehide'); browsers allow 64 KiB of such bodies. */
  readonly keepalive: true;
}

export type AnalyticsSend = (url: string, init: AnalyticsRequestInit) => Promise<{ readonly status: number }>;

/** Where the client hears that the page is going away ('pagehide'): the window. */
export type PageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface AnalyticsClientOptions {
  /** SPEC §7's analytics write key (the page's ANALYTICS_KEY_META). None: nothing stored, nothing sent. */
  readonly writeKey: string | null | undefined;
  /** Prefix of ANALYTICS_BATCH_PATH; '' (the page's own origin) by default. */
  readonly baseUrl?: string;
  /** The queue ('analyticsQueue') and the identity's fallback copy ('analyticsIdentity'). */
  readonly storage: LobbyStorage;
  /** The identity cookie's jar: the page's document by default; null keeps the identity in storage only. */
  readonly cookies?: CookieJar | null;
  /** Mark the cookie Secure; true on an https page by default. */
  readonly secureCookie?: boolean;
  readonly now?: () => number;
  /** [0, 1) for the backoff's jitter; Math.random by default. */
  readonly random?: () => number;
  readonly timers?: Timers;
  readonly connectivity?: Connectivity;
  /** fetch by default. */
  readonly send?: AnalyticsSend;
  readonly pageEvents?: PageEvents | null;
  /** Event ids and new identities; randomId by default. */
  readonly newId?: () => string;
  readonly logger?: Pick<Console, 'warn'>;
}

export interface AnalyticsClient {
  /**
   * Queues an event. Costs the caller almost nothing (the event is made and pushed; storage and
   * network come later, on timers) and never throws.
   */
  track(name: AnalyticsEventName, props?: Readonly<Record<string, unknown>>): void;
  /** Sends what is queued now; settles when the queue is empty, offline, or stopped. */
  flush(): Promise<void>;
  /** Writes the queue to storage and stops: what is left goes out from the next page. */
  stop(): void;
}

/** The write key's meta is absent: the client does nothing at all, not even read storage. */
function disabledClient(): AnalyticsClient {
  return { track: () => undefined, flush: () => Promise.resolve(), stop: () => undefined };
}

interface Request {
  readonly batch: AnalyticsBatch;
  attempts: number;
}

/**
 * The lobby's analytics (SPEC §4 step 6, §7, §9; limits in @lobby/domain constants/analytics.ts):
 * - events queue in memory and go out 10 to a request (or fewer, to stay within 64 KB), when
 *   10 are waiting or 5 s after the first; one request at a time, so a retry never overtakes;
 * - a request that gets no answer, a 429 or a 5xx is sent again, the same events, after a
 *   backoff, up to 10 times, then its events are dropped (logged); any other refusal drops
 *   them at once (logged); while the browser is offline nothing is sent and no retry is spent;
 * - the queue is kept in storage (500 KB at most, the oldest dropped beyond), so what a page
 *   left is sent by the next; a queue another window stored meanwhile is kept, not taken over.
 *   Two windows may send the same stored event: the content service stores each id once;
 * - the anonymous identity is a random id in a first-party cookie, with a copy in storage
 *   where cookies do not stick (a cross-site frame), made anew after 365 days.
 */
export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const { storage } = options;
  if (!options.writeKey) return disabledClient();
  const writeKey: string = options.writeKey;
  const url = `${options.baseUrl ?? ''}${ANALYTICS_BATCH_PATH}`;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const timers = options.timers ?? SYSTEM_TIMERS;
  const connectivity = options.connectivity ?? browserConnectivity();
  const send: AnalyticsSend = options.send ?? ((target, init) => fetch(target, init));
  const newId = options.newId ?? (() => randomId());
  const logger = options.logger ?? console;
  const cookies = options.cookies === undefined ? (typeof document === 'undefined' ? null : document) : options.cookies;
  const secureCookie = options.secureCookie ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  const pageEvents =
    options.pageEvents === undefined ? (typeof window === 'undefined' ? null : window) : options.pageEvents;

  const stopping = new AbortController();
  /** Undelivered events, oldest first; the request on its way holds the first of them. */
  let queue: AnalyticsEvent[] = [];
  /** Ids delivered or dropped since the queue was last stored: another window's copy must not bring them back. */
  const settled = new Set<string>();
  let adopted = false;
  let identity: AnalyticsIdentity | undefined;
  let current: Request | undefined;
  let draining = false;
  let drained: Promise<void> = Promise.resolve();
  let flushTimer: { readonly handle: unknown } | undefined;
  let persistTimer: { readonly handle: unknown } | undefined;

  function cancel(timer: { readonly handle: unknown } | undefined): undefined {
    if (timer !== undefined) timers.clearTimeout(timer.handle);
    return undefined;
  }

  function scheduleFlush(delayMs: number): void {
    if (flushTimer !== undefined) {
      if (delayMs > 0) return;
      flushTimer = cancel(flushTimer);
    }
    flushTimer = {
      handle: timers.setTimeout(() => {
        flushTimer = undefined;
        void flush();
      }, delayMs),
    };
  }

  function schedulePersist(): void {
    persistTimer ??= { handle: timers.setTimeout(persist, ANALYTICS_PERSIST_DELAY_MS) };
  }

  /** Stored events this client neither holds nor has settled: an earlier page's, another window's. */
  function storedOthers(): readonly AnalyticsEvent[] {
    const mine = new Set(queue.map((event) => event.id));
    return (storage.get('analyticsQueue') ?? []).filter((event) => !mine.has(event.id) && !settled.has(event.id));
  }

  /** Writes the queue, merged with what another window stored since, trimmed to 500 KB. */
  function persist(): void {
    persistTimer = cancel(persistTimer);
    try {
      const others = storedOthers();
      const merged = others.length === 0 ? queue : [...others, ...queue].sort((a, b) => a.at - b.at);
      const { kept, dropped } = trimAnalyticsQueue(merged);
      if (dropped.length > 0) {
        logger.warn(`Analytics: the queue holds at most 500 KB; dropped the ${dropped.length} oldest events`);
        const gone = new Set(dropped.map((event) => event.id));
        queue = queue.filter((event) => !gone.has(event.id));
      }
      if (storage.set('analyticsQueue', kept)) settled.clear();
    } catch (error) {
      logger.warn('Analytics: the queue could not be stored', error);
    }
  }

  /** Takes in, once, what earlier pages left in storage: it goes out before this page's events. */
  function adopt(): void {
    if (adopted) return;
    adopted = true;
    const earlier = storedOthers();
    if (earlier.length > 0) queue = [...earlier, ...queue];
  }

  function identityAt(at: number): AnalyticsIdentity {
    if (identity !== undefined && isLiveAnalyticsIdentity(identity, at)) return identity;
    let cookie: AnalyticsIdentity | null = null;
    try {
      cookie = readIdentityCookie(cookies);
    } catch {
      // A sandboxed frame may not read cookies at all: the stored copy serves.
    }
    const stored = storage.get('analyticsIdentity');
    const chosen = chooseAnalyticsIdentity([cookie, stored], at, newId);
    identity = chosen;
    const same = (other: AnalyticsIdentity | null) =>
      other?.id === chosen.id && other.expiresAtMs === chosen.expiresAtMs;
    if (!same(stored)) storage.set('analyticsIdentity', chosen);
    if (cookies !== null && !same(cookie)) {
      try {
        writeIdentityCookie(cookies, chosen, at, secureCookie);
      } catch {
        // As above: no cookie here.
      }
    }
    return chosen;
  }

  function settle(events: readonly AnalyticsEvent[]): void {
    const ids = new Set(events.map((event) => event.id));
    queue = queue.filter((event) => !ids.has(event.id));
    for (const id of ids) settled.add(id);
    schedulePersist();
  }

  function drop(request: Request, why: string): void {
    logger.warn(`Analytics: dropped ${request.batch.events.length} events (${why})`);
    settle(request.batch.events);
  }

  function nextRequest(): Request | undefined {
    const { requests, tooLarge } = packAnalyticsRequests(
      queue.slice(0, MAX_ANALYTICS_BATCH_EVENTS),
      identityAt(now()).id,
      now(),
    );
    if (tooLarge.length > 0) {
      logger.warn(`Analytics: dropped ${tooLarge.length} events each too large for a request`);
      settle(tooLarge);
    }
    const first = requests[0];
    return first === undefined ? undefined : { batch: first, attempts: 0 };
  }

  /** Sends until the queue is empty, the browser is offline or the client stops. */
  async function drain(): Promise<void> {
    try {
      adopt();
      while (!stopping.signal.aborted && queue.length > 0 && connectivity.isOnline()) {
        current ??= nextRequest();
        const request = current;
        if (request === undefined) continue;
        let status: number | null;
        try {
          ({ status } = await send(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [ANALYTICS_WRITE_KEY_HEADER]: writeKey },
            // Stamped at each attempt: the service dates each event by its age when sent
            // (sentAt − at), so a retry must not carry the first attempt's time. Same digits, same size.
            body: JSON.stringify({ ...request.batch, sentAt: now() }),
            keepalive: true,
          }));
        } catch {
          status = null;
        }
        if (stopping.signal.aborted) break;
        const reply = classifyWriteReply(status);
        if (reply !== 'retry') {
          current = undefined;
          if (reply === 'delivered') settle(request.batch.events);
          else drop(request, `refused with status ${status}`);
          continue;
        }
        // Offline: the request never had a chance. It waits for 'online' without spending a retry.
        if (status === null && !connectivity.isOnline()) break;
        request.attempts += 1;
        if (request.attempts > MAX_ANALYTICS_RETRIES) {
          current = undefined;
          drop(request, `no delivery after ${MAX_ANALYTICS_RETRIES} retries`);
          continue;
        }
        await sleep(analyticsRetryDelayMs(request.attempts, random), timers, stopping.signal);
      }
    } catch (error) {
      logger.warn('Analytics: sending failed', error);
    } finally {
      // In the same turn as the loop's last check: a track() after it schedules its own flush.
      draining = false;
    }
  }

  function flush(): Promise<void> {
    flushTimer = cancel(flushTimer);
    if (stopping.signal.aborted) return Promise.resolve();
    if (!draining) {
      draining = true;
      drained = drain();
    }
    return drained;
  }

  const stopOnline = connectivity.onOnline(() => void flush());
  const onPageHide = (): void => {
    persist();
    void flush();
  };
  pageEvents?.addEventListener('pagehide', onPageHide);
  // What an earlier page left goes out like a first unsent event: 5 s from now.
  scheduleFlush(ANALYTICS_FLUSH_DELAY_MS);

  return {
    track(name, props) {
      try {
        if (stopping.signal.aborted) return;
        queue.push(analyticsEvent(newId(), name, now(), props));
        schedulePersist();
        if (draining || !connectivity.isOnline()) return;
        scheduleFlush(queue.length >= MAX_ANALYTICS_BATCH_EVENTS ? 0 : ANALYTICS_FLUSH_DELAY_MS);
      } catch (error) {
        logger.warn('Analytics: an event could not be tracked', error);
      }
    },
    flush,
    stop() {
      if (stopping.signal.aborted) return;
      stopping.abort();
      flushTimer = cancel(flushTimer);
      stopOnline();
      pageEvents?.removeEventListener('pagehide', onPageHide);
      persist();
    },
  };
}
