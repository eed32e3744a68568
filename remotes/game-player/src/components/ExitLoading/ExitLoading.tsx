import { useLingui } from '@lingui/react/macro';
import { EXIT_LOADING_FALLBACK_MS, isExitLoading, withoutExitLoading } from '@lobby/domain';
import { LoadingOverlay, useBus, useBusValue } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { useLocation } from '@lobby/router';

/**
 * SPEC §2/§4/§9 exit loading: back from a mobile game, the root carries the toggle-loading
 * query; the overlay covers the lobby until it has loaded, for at most
 * EXIT_LOADING_FALLBACK_MS, and the query is then taken off the address.
 */
export function ExitLoading() {
  const { t } = useLingui();
  const bus = useBus();
  const { pathname, search } = useLocation();
  const exiting = isExitLoading(search);
  const loaded = useBusValue('lobby:loadStateChanged') === 'loaded';
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (!exiting) return undefined;
    setExpired(false);
    const timer = setTimeout(() => setExpired(true), EXIT_LOADING_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [exiting]);

  const done = exiting && (loaded || expired);
  useEffect(() => {
    if (done) bus.emit('navigation:requested', { path: `${pathname}${withoutExitLoading(search)}`, replace: true });
  }, [bus, done, pathname, search]);

  if (!exiting || done) return null;
  return <LoadingOverlay progress={0} label={t({ id: 'game.exit.returning', message: `Returning to the lobby` })} />;
}
