import { ANALYTICS_SCHEMAS, check, type AnalyticsEvent } from '@lobby/shared';
import { MAX_ANALYTICS_QUEUE_BYTES, MAX_ANALYTICS_REQUEST_BYTES } from '../constants/analytics';
import { packAnalyticsRequests, trimAnalyticsQueue, utf8ByteLength } from './analyticsRequests';

const ANONYMOUS_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const SENT_AT = 1_700_000_000_000;

/** An event carrying `textLength` characters of `char`, in texts of at most 500 (the schema's bound is 512). */
function event(index: number, textLength = 10, char = 'x'): AnalyticsEvent {
  const props: Record<string, string> = {};
  for (let offset = 0; offset < textLength; offset += 500) {
    props[`p${offset / 500}`] = char.repeat(Math.min(500, textLength - offset));
  }
  return { id: `${String(index).padStart(22, '0')}`, name: 'search', at: SENT_AT - 1000 + index, props };
}

const bytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value), 'utf8');

describe('utf8ByteLength', () => {
  test.each<[string, string]>([
    ['ASCII', 'search'],
    ['two-byte letters', 'ñandú'],
    ['three-byte CJK', '検索ゲーム'],
    ['a pair beyond the BMP', '🎰🎲'],
    ['mixed', 'a€😀z'],
    ['empty', ''],
  ])('%s: as the UTF-8 encoder counts', (_name, text) => {
    expect(utf8ByteLength(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });

  test('a lone surrogate counts as the three bytes of U+FFFD', () => {
    expect(utf8ByteLength('\ud83c')).toBe(3);
    expect(utf8ByteLength('\udc00a')).toBe(4);
  });
});

describe('packAnalyticsRequests', () => {
  // Rows: events (count, text length, character), then the expected sizes of the requests.
  test.each<[string, number, number, string, number[]]>([
    ['nothing: no request', 0, 10, 'x', []],
    ['fewer than 10: one request', 3, 10, 'x', [3]],
    ['exactly 10: one request', 10, 10, 'x', [10]],
    ['11: 10 and 1', 11, 10, 'x', [10, 1]],
    ['25: 10, 10, 5', 25, 10, 'x', [10, 10, 5]],
    ['events of ~10 KB: six to a request', 13, 10_000, 'x', [6, 6, 1]],
    ['multi-byte text counts its bytes: ~30 KB as 3-byte characters, two to a request', 5, 10_000, '検', [2, 2, 1]],
  ])('%s', (_name, count, textLength, char, sizes) => {
    const events = Array.from({ length: count }, (_, index) => event(index, textLength, char));
    const { requests, tooLarge } = packAnalyticsRequests(events, ANONYMOUS_ID, SENT_AT);
    expect(requests.map((request) => request.events.length)).toEqual(sizes);
    expect(tooLarge).toEqual([]);
    // In order, each event once, every body within the limit and of the wire schema.
    expect(requests.flatMap((request) => request.events)).toEqual(events);
    for (const request of requests) {
      expect(bytes(request)).toBeLessThanOrEqual(MAX_ANALYTICS_REQUEST_BYTES);
      expect(request).toEqual({ anonymousId: ANONYMOUS_ID, sentAt: SENT_AT, events: expect.any(Array) });
      expect(check(ANALYTICS_SCHEMAS.batch, request).ok).toBe(true);
    }
  });

  test('a body exactly at the limit is kept whole; one byte over splits it', () => {
    const events = [event(0, 100), event(1, 100)];
    const exact = bytes({ anonymousId: ANONYMOUS_ID, sentAt: SENT_AT, events });
    expect(packAnalyticsRequests(events, ANONYMOUS_ID, SENT_AT, exact).requests).toHaveLength(1);
    expect(packAnalyticsRequests(events, ANONYMOUS_ID, SENT_AT, exact - 1).requests).toHaveLength(2);
  });

  test('an event over the limit on its own is dropped, its neighbours sent in order', () => {
    const huge: AnalyticsEvent = { ...event(1), props: { text: 'x'.repeat(MAX_ANALYTICS_REQUEST_BYTES) } };
    const events = [event(0), huge, event(2)];
    const { requests, tooLarge } = packAnalyticsRequests(events, ANONYMOUS_ID, SENT_AT);
    expect(tooLarge).toEqual([huge]);
    expect(requests.map((request) => request.events)).toEqual([[event(0), event(2)]]);
  });

  test('the envelope counts: an event that fits only without it is too large', () => {
    const envelope = bytes({ anonymousId: ANONYMOUS_ID, sentAt: SENT_AT, events: [] });
    const single = event(0, 500);
    const limit = envelope + bytes(single) - 1;
    expect(packAnalyticsRequests([single], ANONYMOUS_ID, SENT_AT, limit).tooLarge).toEqual([single]);
    expect(packAnalyticsRequests([single], ANONYMOUS_ID, SENT_AT, limit + 1).requests).toHaveLength(1);
  });
});

describe('trimAnalyticsQueue', () => {
  test.each<[string, number, number, number]>([
    ['empty', 0, 10, 0],
    ['small: all kept', 50, 100, 50],
    ['~650 KB of ~1.1 KB events: the newest 500 KB kept', 600, 1000, 468],
  ])('%s', (_name, count, textLength, keptCount) => {
    const events = Array.from({ length: count }, (_, index) => event(index, textLength));
    const { kept, dropped } = trimAnalyticsQueue(events);
    expect(kept).toHaveLength(keptCount);
    expect([...dropped, ...kept]).toEqual(events);
    expect(bytes(kept)).toBeLessThanOrEqual(MAX_ANALYTICS_QUEUE_BYTES);
    // Nothing more would fit: the next older event would pass the limit.
    const older = events[count - keptCount - 1];
    if (older !== undefined) expect(bytes([older, ...kept])).toBeGreaterThan(MAX_ANALYTICS_QUEUE_BYTES);
  });

  test('exactly at the limit: all kept; one byte less: the oldest goes', () => {
    const events = [event(0), event(1), event(2)];
    expect(trimAnalyticsQueue(events, bytes(events)).dropped).toEqual([]);
    expect(trimAnalyticsQueue(events, bytes(events) - 1)).toEqual({ kept: [event(1), event(2)], dropped: [event(0)] });
  });

  test('a newest event over the limit on its own: nothing kept', () => {
    const events = [event(0), event(1, 2000)];
    expect(trimAnalyticsQueue(events, 1000)).toEqual({ kept: [], dropped: events });
  });
});
