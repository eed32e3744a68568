import type { LobbyBus } from '@lobby/shared';
import type { Subscription } from '@lobby/rx';

/**
 * Mirrors the load state onto `<html data-lobby-state>`, so the embedding page, CSS and
 * browser tests can see where start-up is without reaching into the bus.
 */
export function reflectLoadState(bus: LobbyBus, root: HTMLElement): Subscription {
  root.dataset.lobbyState = bus.current('lobby:loadStateChanged') ?? 'notLoaded';
  return bus.on$('lobby:loadStateChanged').subscribe((state) => {
    root.dataset.lobbyState = state;
  });
}
