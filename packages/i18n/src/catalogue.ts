import type { Messages } from '@lingui/core';
import type { Locale } from '@lobby/shared';

/** Every locale but English, whose catalogue each workspace bundles. */
export type LazyLocale = Exclude<Locale, 'en'>;

/**
 * The compiled texts of one workspace (the host, a remote, a library that renders text).
 * Each workspace ships its own, so a remote deployed alone brings the texts its code asks
 * for: production builds keep only message ids.
 */
export interface Catalogue {
  /** The workspace, as named in logs. */
  readonly name: string;
  /**
   * Bundled: the first paint never waits for it, and it stands in for a locale whose chunk
   * cannot be loaded.
   */
  readonly english: Messages;
  /** One chunk per locale, so only the active locale is fetched. */
  readonly load: (locale: LazyLocale) => Promise<{ readonly messages: Messages }>;
}
