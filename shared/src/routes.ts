import type { RemoteId } from './federation';

/**
 * Which remote owns which top-level path (DESIGN §3). The host binds these to its one
 * router; a remote renders its own <Routes> below the path it is mounted at. Order
 * matters: the catalogue owns everything not claimed earlier (/, /{slug}, …). A platform
 * prefix (/desktop, /mobile) is the router's basename, so the desktop pop-up's
 * /desktop/games/{code} is /games/* here too.
 */
export interface RemoteRoute {
  readonly path: string;
  readonly remote: RemoteId;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = [
  { path: '/games/*', remote: 'game-player' },
  { path: '/game-bridge', remote: 'game-player' },
  { path: '/bonus/*', remote: 'bonuses' },
  { path: '/favorites/*', remote: 'favourites-recent' },
  { path: '/recent/*', remote: 'favourites-recent' },
  { path: '/preview/*', remote: 'preview' },
  { path: '/dev/*', remote: 'preview' },
  { path: '/test/*', remote: 'preview' },
  { path: '/*', remote: 'catalogue' },
];

/** Mounted in the header on every page: the search panel is an overlay, not a route. */
export const HEADER_REMOTE: RemoteId = 'search';

/**
 * Mounted once on every page: game-player owns the launch flow (DESIGN §3), which answers a
 * tile's launch request wherever the player is and queues the ones asked for before the lobby
 * has loaded, and renders its screens on the routes above. The host gives its routes no other
 * element. It is not part of start-up: the host mounts it on its own routes at once, elsewhere
 * on the first launch request (held by the bus until it reads it) or when the browser is idle
 * after the lobby has loaded (host/src/federation/residentStart.ts).
 */
export const RESIDENT_REMOTE: RemoteId = 'game-player';

export const MAINTENANCE_PATH = '/maintenance';
