import type { AnalyticsIdentity } from '@lobby/domain';
import { readCookieValue } from '../http/requestHeaders';

/** The first-party cookie holding the anonymous analytics identity. */
export const ANALYTICS_IDENTITY_COOKIE = 'casinoLobby.aid';

/** Where the identity cookie is read and written: the page's `document` (tests pass an object). */
export interface CookieJar {
  cookie: string;
}

/**
 * The identity in the cookie: `<id>.<expiresAtMs>`. The expiry travels with the id because a
 * page cannot read a cookie's own expiry, and the identity's 365 days count from when it was
 * made. Null when absent or unreadable (the domain rule then checks what is left).
 */
export function readIdentityCookie(jar: CookieJar | null): AnalyticsIdentity | null {
  if (jar === null) return null;
  const value = readCookieValue(jar.cookie, ANALYTICS_IDENTITY_COOKIE);
  const match = value === null ? null : /^([A-Za-z0-9_-]+)\.(\d{1,16})$/.exec(value);
  if (!match) return null;
  return { id: match[1] as string, expiresAtMs: Number(match[2]) };
}

/**
 * Sets the cookie for the identity's remaining life (SPEC §9: 365 days): the whole site
 * (Path=/), not sent along cross-site subrequests (SameSite=Lax), Secure on https.
 */
export function writeIdentityCookie(jar: CookieJar, identity: AnalyticsIdentity, now: number, secure: boolean): void {
  const maxAgeS = Math.max(0, Math.floor((identity.expiresAtMs - now) / 1000));
  jar.cookie =
    `${ANALYTICS_IDENTITY_COOKIE}=${identity.id}.${identity.expiresAtMs}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax` +
    (secure ? '; Secure' : '');
}
