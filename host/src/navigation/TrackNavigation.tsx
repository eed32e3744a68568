import { usePlayerActions } from '@lobby/connected';
import { useLocation } from '@lobby/router';
import { useEffect } from 'react';

/**
 * Tracks each screen the player goes to (issue #33 analytics 'navigation'): the path below the
 * platform prefix, without its query (settings and tokens travel there).
 */
export function TrackNavigation() {
  const { track } = usePlayerActions();
  const { pathname } = useLocation();
  useEffect(() => track('navigation', { path: pathname }), [track, pathname]);
  return null;
}
