import { RANDOM_ID_PATTERN } from '@lobby/shared';
import { ANALYTICS_IDENTITY_MAX_AGE_MS } from '../constants/analytics';

/** The anonymous analytics identity (SPEC §9 "365-day identity"). */
export interface AnalyticsIdentity {
  /** A random id (randomId): nothing about the player. */
  readonly id: string;
  /** Epoch ms after which a new identity is made. */
  readonly expiresAtMs: number;
}

/**
 * An identity may be used at `now`: a well-formed id, not expired, and not lasting longer than
 * the SPEC's 365 days from now (a copy someone edited to live forever is not one we made).
 */
export function isLiveAnalyticsIdentity(identity: AnalyticsIdentity | null | undefined, now: number): boolean {
  return (
    identity != null &&
    RANDOM_ID_PATTERN.test(identity.id) &&
    identity.expiresAtMs > now &&
    identity.expiresAtMs <= now + ANALYTICS_IDENTITY_MAX_AGE_MS
  );
}

/**
 * The identity to use: the first live one of `candidates` (the first-party cookie's, then the
 * stored copy, which serves where the cookie cannot be kept, in a cross-site frame), else a new
 * one made from `newId` that lives 365 days. The age counts from when the identity was made:
 * using it does not extend it, so no identity outlives the SPEC's 365 days.
 */
export function chooseAnalyticsIdentity(
  candidates: readonly (AnalyticsIdentity | null | undefined)[],
  now: number,
  newId: () => string,
): AnalyticsIdentity {
  for (const candidate of candidates) {
    if (candidate != null && isLiveAnalyticsIdentity(candidate, now)) return candidate;
  }
  return { id: newId(), expiresAtMs: now + ANALYTICS_IDENTITY_MAX_AGE_MS };
}
