import { pathPlatform } from '@lobby/domain';
import type { Platform } from '@lobby/shared';

export interface PlatformPrefix {
  /** The platform the URL fixes, or null when the path carries no platform prefix. */
  readonly platform: Platform | null;
  /** The router's basename: '/desktop' or '/mobile', '' without a prefix. */
  readonly basename: string;
}

/**
 * SPEC §2: a platform prefix in the path fixes the layout. Read once at start: the router
 * then works below the prefix, so every route (and the desktop pop-up's /games/{code})
 * needs no per-platform copy.
 */
export function platformPrefixOf(pathname: string): PlatformPrefix {
  const platform = pathPlatform(pathname);
  return { platform, basename: platform === null ? '' : `/${platform}` };
}
