import { REMOTE_ROUTES, type RemoteId } from '@lobby/shared';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { matchPath, useLocation } from '@lobby/router';
import type { RemoteLoader } from './createRemoteLoader';
import { RemoteArea } from './RemoteArea';
import type { ResidentStart } from './residentStart';

export interface ResidentRemoteAreaProps {
  readonly remote: RemoteId;
  readonly loader: RemoteLoader;
  /** When it is mounted off its own routes (createResidentStart). */
  readonly start: ResidentStart;
  /** Drawn while it loads on its own route. */
  readonly placeholder?: ReactNode;
}

/**
 * A remote that lives on every page (shared/src/routes.ts RESIDENT_REMOTE), mounted once at the
 * root so its routes and its background work share one instance. Off its own routes it is
 * mounted when `start` says (the first launch request, an openGame setting, the exit loading,
 * or the browser idle after the lobby has loaded: issue #12), then stays; off its own routes it
 * takes no room.
 */
export function ResidentRemoteArea({ remote, loader, start, placeholder }: ResidentRemoteAreaProps) {
  const { pathname } = useLocation();
  const onOwnRoute = REMOTE_ROUTES.some((route) => route.remote === remote && matchPath(route.path, pathname) !== null);
  const started = useSyncExternalStore(start.subscribe, start.started, start.started);
  // Opened on its own route, it stays mounted when the player leaves it.
  useEffect(() => {
    if (onOwnRoute) start.start();
  }, [onOwnRoute, start]);
  if (!onOwnRoute && !started) return null;
  return onOwnRoute ? (
    <RemoteArea remote={remote} loader={loader} basePath="" placeholder={placeholder} />
  ) : (
    <RemoteArea remote={remote} loader={loader} basePath="" minHeight={0} />
  );
}
