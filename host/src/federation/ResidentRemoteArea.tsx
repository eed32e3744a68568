import { REMOTE_ROUTES, type RemoteId } from '@lobby/shared';
import { useBusValue } from '@lobby/ui';
import type { ReactNode } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
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
 * root so its routes and its background work share one instance. It waits for the lobby so it
 * stays off the home page's critical path, except on its own routes, which need it at once.
 */
export function ResidentRemoteArea({ remote, loader, placeholder }: ResidentRemoteAreaProps) {
  const loaded = useBusValue('lobby:loadStateChanged') === 'loaded';
  const { pathname } = useLocation();
  const onOwnRoute = REMOTE_ROUTES.some((route) => route.remote === remote && matchPath(route.path, pathname) !== null);
  if (!loaded && !onOwnRoute) return null;
  return onOwnRoute ? (
    <RemoteArea remote={remote} loader={loader} basePath="" placeholder={placeholder} />
  ) : (
    <RemoteArea remote={remote} loader={loader} basePath="" minHeight={0} />
  );
}
