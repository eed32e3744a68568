import { createHash, timingSafeEqual } from 'node:crypto';
import { MAX_ANALYTICS_REQUEST_BYTES } from '@lobby/domain';
import {
  ANALYTICS_BATCH_PATH,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_SCHEMAS,
  ANALYTICS_WRITE_KEY_HEADER,
  toJsonSchema,
  type AnalyticsBatch,
  type AnalyticsEventName,
} from '@lobby/shared';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/httpErrors';
import type { Authenticator } from '../auth';
import { dailyCounts, storeBatch, type DailyCount, type StoredBatch } from './analyticsEvents';

/**
 * Batches one anonymous identity may send a minute: a lobby sends one every 5 s at most while
 * it runs, and a backlog after an offline spell (the 500 KB queue is about 100 full batches)
 * drains within a minute or two, told when to come back by Retry-After.
 */
export const DEFAULT_ANALYTICS_BATCHES_PER_MINUTE = 120;
/** The operator's view spans 1 to this many days. */
const MAX_ANALYTICS_DAYS = 90;
const DEFAULT_ANALYTICS_DAYS = 14;
const ONE_MINUTE_MS = 60_000;
const ONE_DAY_MS = 86_400_000;

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

export interface AnalyticsRouteDeps {
  readonly db: Queryable;
  /** The write key the page carries (ANALYTICS_KEY_META) and each batch sends back. */
  readonly writeKey: string;
  readonly now: () => Date;
  readonly batchesPerMinute: number;
}

/**
 * POST ANALYTICS_BATCH_PATH: the lobby's analytics batches (docs/analytics.md). Registered only
 * when a write key is configured. The key is public (it is in the page): it says which
 * deployment's lobby sent the batch, it does not authenticate anyone, so a wrong one is a 403
 * and does not count as a failed authentication.
 */
export async function analyticsRoutes(app: FastifyInstance, deps: AnalyticsRouteDeps): Promise<void> {
  const expected = digest(deps.writeKey);
  const perIdentity = app.createRateLimit({
    max: deps.batchesPerMinute,
    timeWindow: ONE_MINUTE_MS,
    // Runs after validation: the body is a batch. Every address is also bounded by the
    // service's limit per address (RATE_LIMIT_MAX), so minting identities does not pay.
    keyGenerator: (request) => `analytics|${(request.body as AnalyticsBatch).anonymousId}`,
  });

  // Checked before the body is read: a request without the key costs no parsing.
  const checkWriteKey = async (request: FastifyRequest): Promise<void> => {
    const presented = request.headers[ANALYTICS_WRITE_KEY_HEADER];
    if (typeof presented !== 'string' || presented === '') {
      throw new HttpError(401, `The ${ANALYTICS_WRITE_KEY_HEADER} header is required.`);
    }
    if (!timingSafeEqual(digest(presented), expected)) throw new HttpError(403, 'The analytics write key is not this service\'s.');
  };

  app.post<{ Body: AnalyticsBatch }>(
    ANALYTICS_BATCH_PATH,
    {
      // SPEC §9's 64 KB a request, the lobby's own bound on what it packs (the 10 events a
      // batch holds are in the schema).
      bodyLimit: MAX_ANALYTICS_REQUEST_BYTES,
      onRequest: checkWriteKey,
      schema: { body: toJsonSchema(ANALYTICS_SCHEMAS.batch) as FastifySchema['body'] },
    },
    async (request, reply): Promise<StoredBatch> => {
      const limit = await perIdentity(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw new HttpError(429, 'Too many analytics batches from this identity; retry after the time Retry-After gives.', {
          'retry-after': String(Math.max(1, limit.ttlInSeconds)),
        });
      }
      void reply.header('cache-control', 'no-store');
      return storeBatch(deps.db, request.body, deps.now());
    },
  );
}

export interface DailyAnalytics {
  /** First and last UTC day of the span, YYYY-MM-DD. */
  readonly from: string;
  readonly to: string;
  /** Every day of the span, oldest first. */
  readonly days: readonly string[];
  /** Every event name the lobby tracks, in ANALYTICS_EVENT_NAMES order. */
  readonly names: readonly AnalyticsEventName[];
  /** Counts of the (day, name) pairs that have events, by day then name. */
  readonly counts: readonly DailyCount[];
}

const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/**
 * GET /api/v1/operator/analytics/daily?days=1..90 (operator token): events per name per UTC
 * day, the last `days` days up to today. The operator page (/operator/analytics/) draws it.
 */
export async function analyticsDailyRoute(
  app: FastifyInstance,
  deps: { readonly db: Queryable; readonly auth: Pick<Authenticator, 'authenticateOperator'>; readonly now: () => Date },
): Promise<void> {
  app.get<{ Querystring: { days: number } }>(
    '/api/v1/operator/analytics/daily',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { days: { type: 'integer', minimum: 1, maximum: MAX_ANALYTICS_DAYS, default: DEFAULT_ANALYTICS_DAYS } },
        },
      },
    },
    async (request, reply): Promise<DailyAnalytics> => {
      await deps.auth.authenticateOperator(request);
      const today = Date.parse(utcDay(deps.now().getTime()));
      const days = Array.from({ length: request.query.days }, (_, index) =>
        utcDay(today - (request.query.days - 1 - index) * ONE_DAY_MS),
      );
      const from = days[0] ?? utcDay(today);
      const to = utcDay(today);
      void reply.header('cache-control', 'no-store');
      return { from, to, days, names: ANALYTICS_EVENT_NAMES, counts: await dailyCounts(deps.db, from, to) };
    },
  );
}
