import { layoutPlatform } from '@lobby/domain';
import type { LobbyBus, Platform } from '@lobby/shared';
import type { PlatformPrefix } from './platformPrefix';

/**
 * SPEC §2's one platform for what the player sees and what the lobby asks for. The layout
 * decides it (LobbyLayout: the URL prefix, else the width, domain `layoutPlatform`); until the
 * layout has drawn, the same rule is applied here to the width it will draw in (the host
 * application's frame when it said, else the window's). Start-up gives the settings this
 * platform, so the first lobby request already asks for the layout's.
 */
export function platformInForce(bus: LobbyBus, prefix: PlatformPrefix, win: Pick<Window, 'innerWidth'>): Platform {
  return bus.current('layout:changed')?.platform ?? layoutPlatform(prefix.platform, bus.current('shell:frameChanged')?.width ?? win.innerWidth);
}

/**
 * Keeps the settings' platform equal to the layout's: when the layout switches (the width
 * crossed the breakpoint, or the host application's frame reported another width), the
 * settings are sent again with the new platform, so the lobby is fetched again for it
 * (connectLobbyReload) and the search, bonuses and launches follow. A prefix fixes the layout,
 * so nothing switches then. Returns the disconnect function.
 */
export function connectLayoutPlatform(bus: LobbyBus): () => void {
  const subscription = bus.on$('layout:changed').subscribe(({ platform }) => {
    const settings = bus.current('settings:changed');
    if (settings !== undefined && settings.platform !== platform) bus.emit('settings:changed', { ...settings, platform });
  });
  return () => subscription.unsubscribe();
}
