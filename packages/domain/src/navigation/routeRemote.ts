import { REMOTE_ROUTES, type RemoteId } from '@lobby/shared';
import { pathBelowPlatform } from '../settings/fixedPlatform';

/**
 * The remote whose route `pathname` is: shared REMOTE_ROUTES, first match, below a platform
 * prefix (the server preloads that remote's files with the page).
 */
export function routeRemote(pathname: string): RemoteId {
  const path = pathBelowPlatform(pathname);
  const match = REMOTE_ROUTES.find(({ path: route }) => {
    if (!route.endsWith('/*')) return path === route;
    const stem = route.slice(0, -2);
    return stem === '' || path === stem || path.startsWith(`${stem}/`);
  });
  return match?.remote ?? 'catalogue';
}
