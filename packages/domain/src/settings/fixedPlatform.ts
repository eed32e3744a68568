import type { LobbySettings, Platform } from '@lobby/shared';

/**
 * SPEC §2: a platform prefix in the page's path fixes the layout; it wins over whatever the
 * settings say, so the shell cannot switch a fixed layout.
 */
export function withFixedPlatform(settings: LobbySettings, fixed: Platform | null): LobbySettings {
  return fixed === null || settings.platform === fixed ? settings : { ...settings, platform: fixed };
}
