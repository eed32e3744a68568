import { REMOTE_ROUTES, type RemoteId } from '@lobby/shared';
import { pathPlatform } from '../settings/fixedPlatform';

/**
 * The remote whose route `pathname` is: shared REMOTE_ROUTES, first match, below a platform
 * prefix (the server preloads its files; the host waits briefly for it before its first render).
 */
export function routeRemote(pathname: string): RemoteId {
  const prefix = pathPlatform(pathname);
  const path = prefix === null ? pathname : pathname.slice(prefix.length + 1) || '/';
  const match = REMOTE_ROUTES.find(({ path: route }) => {
    if (!route.endsWith('/*')) return path === route;
    const stem = route.slice(0, -2);
    return stem === '' || path === stem || path.startsWith(`${stem}/`);
  });
  return match?.remote ?? 'catalogue';
}
