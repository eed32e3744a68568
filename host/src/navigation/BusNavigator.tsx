import { useBus } from '@lobby/ui';
import { useEffect } from 'react';
import { useNavigate } from '@lobby/router';

/** Carries out 'navigation:requested' with the host's one router; renders nothing. */
export function BusNavigator() {
  const bus = useBus();
  const navigate = useNavigate();
  useEffect(() => {
    const subscription = bus.on$('navigation:requested').subscribe(({ path, replace }) => {
      navigate(path, { replace: replace ?? false });
    });
    return () => subscription.unsubscribe();
  }, [bus, navigate]);
  return null;
}
