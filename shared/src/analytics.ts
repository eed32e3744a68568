/**
 * The analytics wire contract (SPEC §4 step 6's track event, §7's write key, §9's limits):
 * what the lobby sends to the content service's batch endpoint. Limits live in
 * packages/domain (constants/analytics.ts); the schemas in schema/analytics.ts.
 */

/** What the lobby tracks (issue #33). */
export const ANALYTICS_EVENT_NAMES = [
  'launch',
  'gameReady',
  'search',
  'favourite',
  'navigation',
  'bonusViewed',
  'errorShown',
] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

/** An event's properties: flat, JSON scalars only. */
export type AnalyticsProps = Readonly<Record<string, string | number | boolean | null>>;

export interface AnalyticsEvent {
  /** Random id (RANDOM_ID_PATTERN): the service stores each id once, so a retried batch never doubles. */
  readonly id: string;
  readonly name: AnalyticsEventName;
  /** When it happened, epoch ms. */
  readonly at: number;
  readonly props: AnalyticsProps;
}

/** One request's body (POST ANALYTICS_BATCH_PATH). */
export interface AnalyticsBatch {
  /** The anonymous identity (a random id kept 365 days). */
  readonly anonymousId: string;
  readonly sentAt: number;
  readonly events: readonly AnalyticsEvent[];
}

export const ANALYTICS_BATCH_PATH = '/api/v1/analytics/batch';
/** The header that carries the analytics write key (SPEC §7). */
export const ANALYTICS_WRITE_KEY_HEADER = 'x-analytics-key';
/** The page's meta tag naming the write key; a page without it sends nothing. */
export const ANALYTICS_KEY_META = 'lobby-analytics-key';

/**
 * Ids the lobby makes (event ids, idempotency keys, the anonymous identity): at least 16 random
 * bytes (SPEC §5) in base64url, so 22 characters or more.
 */
export const RANDOM_ID_SOURCE = '^[A-Za-z0-9_-]{22,64}$';
export const RANDOM_ID_PATTERN = new RegExp(RANDOM_ID_SOURCE);

/** The header of a write that may be retried: the service applies one key once. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
