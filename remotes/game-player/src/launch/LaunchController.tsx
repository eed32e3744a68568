import { useClock, useLobbyStore } from '@lobby/connected';
import { gameKey, type LaunchEnvironment } from '@lobby/domain';
import { useBus } from '@lobby/ui';
import { useEffect } from 'react';
import { connectLaunches, type GameWindows, type LaunchNotice as Notice } from './connectLaunches';

/** How often the lobby looks whether a game's pop-up was closed (browsers send no event). */
const CLOSED_POLL_MS = 500;

/** iOS Safari says so through navigator.standalone; other browsers through the display mode. */
function isDisplayStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

const browserWindows: GameWindows = {
  open: (url, name, features) => window.open(url, name, features) ?? null,
  screen: () => {
    const screen = window.screen as Screen & { availLeft?: number; availTop?: number };
    return {
      availLeft: screen.availLeft ?? 0,
      availTop: screen.availTop ?? 0,
      availWidth: screen.availWidth,
      availHeight: screen.availHeight,
    };
  },
  watchClosed: (opened, onClosed) => {
    const timer = window.setInterval(() => {
      if (!opened.closed) return;
      window.clearInterval(timer);
      onClosed();
    }, CLOSED_POLL_MS);
    return () => window.clearInterval(timer);
  },
};

export interface LaunchControllerProps {
  /** Shows the page's own notice where no host application answers. */
  readonly notify: (notice: Notice) => void;
}

/** Runs the launch flow for as long as game-player is mounted (once started, on every page). */
export function LaunchController({ notify }: LaunchControllerProps) {
  const bus = useBus();
  // Read at each launch: the lobby that has just loaded releases the queue before React renders it.
  const lobbyStore = useLobbyStore();
  const clock = useClock();

  useEffect(() => {
    const environment = (): LaunchEnvironment => ({
      shellTransport: bus.current('shell:modeDetected')?.transport ?? null,
      displayStandalone: isDisplayStandalone(),
    });
    return connectLaunches(bus, {
      environment,
      findGame: ({ aggregator, gameCode }) => lobbyStore.games.byKey(gameKey(aggregator, gameCode)),
      resolveGame: ({ aggregator, gameCode }) => lobbyStore.games.resolve(gameKey(aggregator, gameCode)),
      windows: browserWindows,
      notify,
      logger: console,
      now: clock.now,
    });
  }, [bus, lobbyStore, notify, clock]);
  return null;
}
