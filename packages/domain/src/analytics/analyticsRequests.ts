import { MAX_ANALYTICS_BATCH_EVENTS, type AnalyticsBatch, type AnalyticsEvent } from '@lobby/shared';
import { MAX_ANALYTICS_QUEUE_BYTES, MAX_ANALYTICS_REQUEST_BYTES } from '../constants/analytics';

/** How many bytes `text` takes as UTF-8, what a request body and local storage hold. */
export function utf8ByteLength(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && isLowSurrogate(text.charCodeAt(index + 1))) {
      // A pair is one code point beyond the BMP: four bytes.
      bytes += 4;
      index += 1;
    }
    // The rest of the BMP, and a lone surrogate, which an encoder replaces with U+FFFD.
    else bytes += 3;
  }
  return bytes;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

function eventBytes(event: AnalyticsEvent): number {
  return utf8ByteLength(JSON.stringify(event));
}

export interface PackedAnalyticsRequests {
  /** Request bodies in the events' order; each is sent as `JSON.stringify(request)`. */
  readonly requests: readonly AnalyticsBatch[];
  /** Events over the request limit on their own: they can never be sent (the caller logs them). */
  readonly tooLarge: readonly AnalyticsEvent[];
}

/**
 * Packs events, in order, into request bodies of at most MAX_ANALYTICS_BATCH_EVENTS (10) events
 * and at most `maxBytes` (64 KB) of JSON, envelope included (constants/analytics.ts). A body's
 * size is counted without serialising it again: the envelope's bytes, each event's, and a comma
 * between two, which is exactly what JSON.stringify writes.
 */
export function packAnalyticsRequests(
  events: readonly AnalyticsEvent[],
  anonymousId: string,
  sentAt: number,
  maxBytes: number = MAX_ANALYTICS_REQUEST_BYTES,
): PackedAnalyticsRequests {
  const envelope: AnalyticsBatch = { anonymousId, sentAt, events: [] };
  const envelopeBytes = utf8ByteLength(JSON.stringify(envelope));
  const requests: AnalyticsBatch[] = [];
  const tooLarge: AnalyticsEvent[] = [];
  let current: AnalyticsEvent[] = [];
  let currentBytes = envelopeBytes;

  const close = (): void => {
    if (current.length > 0) requests.push({ anonymousId, sentAt, events: current });
    current = [];
    currentBytes = envelopeBytes;
  };

  for (const event of events) {
    const bytes = eventBytes(event);
    if (envelopeBytes + bytes > maxBytes) {
      tooLarge.push(event);
      continue;
    }
    const withEvent = currentBytes + bytes + (current.length > 0 ? 1 : 0);
    if (current.length >= MAX_ANALYTICS_BATCH_EVENTS || withEvent > maxBytes) {
      close();
      current.push(event);
      currentBytes = envelopeBytes + bytes;
    } else {
      current.push(event);
      currentBytes = withEvent;
    }
  }
  close();
  return { requests, tooLarge };
}

export interface TrimmedAnalyticsQueue {
  readonly kept: readonly AnalyticsEvent[];
  /** The oldest events, dropped to bring the queue under the limit (the caller logs them). */
  readonly dropped: readonly AnalyticsEvent[];
}

/**
 * The queue waiting to be sent, as it is stored (a JSON array), kept to at most `maxBytes`
 * (500 KB): the newest events stay, every event older than the first that does not fit goes,
 * so what is kept is always an unbroken run up to the latest.
 */
export function trimAnalyticsQueue(
  events: readonly AnalyticsEvent[],
  maxBytes: number = MAX_ANALYTICS_QUEUE_BYTES,
): TrimmedAnalyticsQueue {
  // "[" and "]", and a comma before every event but the first.
  let bytes = 2;
  let start = events.length;
  while (start > 0) {
    const event = events[start - 1] as AnalyticsEvent;
    const withEvent = bytes + eventBytes(event) + (start < events.length ? 1 : 0);
    if (withEvent > maxBytes) break;
    bytes = withEvent;
    start -= 1;
  }
  return start === 0 ? { kept: events, dropped: [] } : { kept: events.slice(start), dropped: events.slice(0, start) };
}
