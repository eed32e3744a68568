import { PLATFORMS, type LobbySettings, type Platform } from '@lobby/shared';

/** SPEC §2: the platform a path's first segment names (`/desktop/…`, `/mobile/…`), or null. */
export function pathPlatform(pathname: string): Platform | null {
  const first = pathname.split('/')[1] ?? '';
  return PLATFORMS.find((platform) => platform === first) ?? null;
}

/** The path below a platform prefix (`/mobile/slots` → `/slots`, `/mobile` → `/`); others as they are. */
export function pathBelowPlatform(pathname: string): string {
  const prefix = pathPlatform(pathname);
  return prefix === null ? pathname : pathname.slice(prefix.length + 1) || '/';
}

/**
 * SPEC §2: a platform prefix in the page's path fixes the layout; it wins over whatever the
 * settings say, so the shell cannot switch a fixed layout.
 */
export function withFixedPlatform(settings: LobbySettings, fixed: Platform | null): LobbySettings {
  return fixed === null || settings.platform === fixed ? settings : { ...settings, platform: fixed };
}
