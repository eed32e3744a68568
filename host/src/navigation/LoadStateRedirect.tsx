import { MAINTENANCE_PATH } from '@lobby/shared';
import { ROOT_PATH } from '@lobby/domain';
import { useBusValue } from '@lobby/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate } from '@lobby/router';

/**
 * Maintenance (SPEC §4) shows its own page; once a retry loads the lobby the player is
 * taken back to the root. Replace, so Back does not return to a stale maintenance page.
 */
export function LoadStateRedirect() {
  const state = useBusValue('lobby:loadStateChanged');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onMaintenancePage = pathname === MAINTENANCE_PATH;
  useEffect(() => {
    if (state === 'maintenance' && !onMaintenancePage) navigate(MAINTENANCE_PATH, { replace: true });
    if (state === 'loaded' && onMaintenancePage) navigate(ROOT_PATH, { replace: true });
  }, [state, onMaintenancePage, navigate]);
  return null;
}
