// Test-only: shows the router's current location so tests can assert what is kept in it.
import { useLocation } from '@lobby/router';

export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
