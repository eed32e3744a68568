import type { LaunchEnvironment } from '@lobby/domain';
import { useBus } from '@lobby/ui';
import { useEffect } from 'react';
import { connectLaunches } from './connectLaunches';

/** iOS Safari says so through navigator.standalone; other browsers through the display mode. */
function isDisplayStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

/** Runs the launch flow for as long as game-player is mounted (on every page); renders nothing. */
export function LaunchController() {
  const bus = useBus();
  useEffect(() => {
    const environment = (): LaunchEnvironment => ({
      shellTransport: bus.current('shell:modeDetected')?.transport ?? null,
      displayStandalone: isDisplayStandalone(),
    });
    return connectLaunches(bus, { environment, logger: console });
  }, [bus]);
  return null;
}
