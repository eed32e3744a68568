import {
  MAX_ANALYTICS_PROPS,
  MAX_ANALYTICS_TEXT,
  findForbiddenKey,
  type AnalyticsEvent,
  type AnalyticsEventName,
  type AnalyticsProps,
} from '@lobby/shared';

type Scalar = AnalyticsProps[string];

/**
 * An event the content service's schema accepts (ANALYTICS_SCHEMAS.event), made from whatever
 * the caller passed: a refused event would cost its whole batch, so instead of refusing, the
 * first MAX_ANALYTICS_PROPS (20) properties are kept, keys and texts are cut to
 * MAX_ANALYTICS_TEXT (512) characters, a number that is not finite becomes null, a value that
 * is no JSON scalar is left out, and so is a key that could rewrite a prototype. `at` is made
 * a whole, non-negative epoch ms.
 */
export function analyticsEvent(
  id: string,
  name: AnalyticsEventName,
  at: number,
  props: Readonly<Record<string, unknown>> = {},
): AnalyticsEvent {
  const bounded: Record<string, Scalar> = {};
  let count = 0;
  for (const key of Object.keys(props)) {
    if (count >= MAX_ANALYTICS_PROPS) break;
    const value = scalarOf(props[key]);
    const boundedKey = key.slice(0, MAX_ANALYTICS_TEXT);
    // A computed key defines an own property even for "__proto__", so the shared rule can read it.
    if (value === undefined || findForbiddenKey({ [boundedKey]: true }) !== undefined) continue;
    bounded[boundedKey] = value;
    count += 1;
  }
  return { id, name, at: Number.isFinite(at) ? Math.max(0, Math.round(at)) : 0, props: bounded };
}

function scalarOf(value: unknown): Scalar | undefined {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string') return value.slice(0, MAX_ANALYTICS_TEXT);
  return undefined;
}
