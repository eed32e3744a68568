import { REMOTE_ROUTES, type RemoteId } from '@lobby/shared';
import type { ReactNode } from 'react';
import { matchPath, useLocation } from '@lobby/router';
import type { RemoteLoader } from './createRemoteLoader';
import { RemoteArea } from './RemoteArea';

export interface ResidentRemoteAreaProps {
  readonly remote: RemoteId;
  readonly loader: RemoteLoader;
  /** Drawn while it loads on its own route. */
  readonly placeholder?: ReactNode;
}

/**
 * A remote that lives on every page (shared/src/routes.ts RESIDENT_REMOTE), mounted once at the
 * root so its routes and its background work share one instance. It is mounted from start-up:
 * game-player queues the launches asked for before the lobby has loaded (SPEC §4: the openGame
 * setting arrives with the settings), which a remote mounted later would never hear. Off its
 * own routes it takes no room.
 */
export function ResidentRemoteArea({ remote, loader, placeholder }: ResidentRemoteAreaProps) {
  const { pathname } = useLocation();
  const onOwnRoute = REMOTE_ROUTES.some((route) => route.remote === remote && matchPath(route.path, pathname) !== null);
  return onOwnRoute ? (
    <RemoteArea remote={remote} loader={loader} basePath="" placeholder={placeholder} />
  ) : (
    <RemoteArea remote={remote} loader={loader} basePath="" minHeight={0} />
  );
}
