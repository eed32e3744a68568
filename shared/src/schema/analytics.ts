/**
 * The analytics batch (shared/src/analytics.ts) as a schema: the content service makes its
 * JSON schema from it (toJsonSchema) and the lobby checks what it persisted against it.
 */
import { ANALYTICS_EVENT_NAMES, RANDOM_ID_PATTERN, type AnalyticsBatch, type AnalyticsEvent } from '../analytics';
import { list, map, number, object, oneOf, record, string, unknown, type FieldsOf } from './schema';

/** At most this many properties on one event, each text this long. */
export const MAX_ANALYTICS_PROPS = 20;
export const MAX_ANALYTICS_TEXT = 512;
/** SPEC §9: a batch is 10 events. */
export const MAX_ANALYTICS_BATCH_EVENTS = 10;

export const ANALYTICS_SCHEMAS = /*#__PURE__*/ (() => {
  const id = string({ pattern: RANDOM_ID_PATTERN, maxLength: 64 });
  // A property is a JSON scalar: a text (bounded), a finite number, a flag or null.
  const scalar = map(
    unknown(),
    (value): string | number | boolean | null | undefined =>
      value === null ||
      typeof value === 'boolean' ||
      (typeof value === 'number' && Number.isFinite(value)) ||
      (typeof value === 'string' && value.length <= MAX_ANALYTICS_TEXT)
        ? value
        : undefined,
    {
      issue: 'wrongType',
      name: 'scalar',
      json: { type: ['string', 'number', 'boolean', 'null'], maxLength: MAX_ANALYTICS_TEXT },
    },
  );
  const event = object(
    {
      id,
      name: oneOf(ANALYTICS_EVENT_NAMES),
      at: number({ min: 0, integer: true }),
      props: record(scalar, { maxKeys: MAX_ANALYTICS_PROPS }),
    } satisfies FieldsOf<AnalyticsEvent>,
    { unknownKeys: 'refuse', forbidPrototypeKeys: true },
  );
  const batch = object(
    {
      anonymousId: id,
      sentAt: number({ min: 0, integer: true }),
      events: list(event, { minItems: 1, maxItems: MAX_ANALYTICS_BATCH_EVENTS }),
    } satisfies FieldsOf<AnalyticsBatch>,
    { unknownKeys: 'refuse', forbidPrototypeKeys: true },
  );
  return { id, event, batch };
})();
