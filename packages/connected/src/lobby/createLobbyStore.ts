import type { LobbyClock, LobbyStore, LobbyView } from '@lobby/contexts';
import { createGameIndex, nextWindowChange, normaliseLobby, remapLobbyImages } from '@lobby/domain';
import type { ImageHostMap, LobbyBus, LobbyData } from '@lobby/shared';
import { WALL_CLOCK } from '../clock/createLobbyClock';
import { createSearchIndex } from '../search/createSearchIndex';
import type { FetchSearchIndex, SearchGamesOnServer } from '../search/createSearchIndex';
import { createGameStore, type FetchGames } from './createGameStore';

/** Runs `run` after `delayMs`; returns what cancels it. */
export type Schedule = (run: () => void, delayMs: number) => () => void;

export interface LobbyStoreOptions {
  /**
   * The lobby's one clock (createLobbyClock): the date windows are read with it, and read again
   * when it jumps (an editor's time travel). The wall clock by default.
   */
  readonly clock?: LobbyClock;
  readonly schedule?: Schedule;
  /** GET games, for the games the reply does not carry (listings, favourites, a game by link). */
  readonly fetchGames?: FetchGames;
  /** GET the search index; without it (a pasted preview reply, tests) search has nothing to search. */
  readonly fetchSearchIndex?: FetchSearchIndex;
  /** GET games/search, for catalogues the index says are too large for the browser. */
  readonly searchGames?: SearchGamesOnServer;
  readonly logger?: Pick<Console, 'warn'>;
}

// setTimeout keeps its delay in a signed 32-bit integer: anything longer fires at once.
const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

const scheduleTimeout: Schedule = (run, delayMs) => {
  const timer = setTimeout(run, delayMs);
  return () => clearTimeout(timer);
};

/**
 * The one normalised lobby. It follows 'lobby:dataChanged' (a replaying event, so a store
 * created late still starts from the last reply), normalises each reply once against the
 * lobby's clock, and normalises the same reply again only when one of its date windows opens or
 * closes (SPEC §3) or the clock jumps, so links and blocks appear and disappear on time without anyone
 * re-normalising per render or per request.
 */
export function createLobbyStore(bus: LobbyBus, options: LobbyStoreOptions = {}): LobbyStore {
  const {
    clock = WALL_CLOCK,
    schedule = scheduleTimeout,
    fetchGames,
    fetchSearchIndex,
    searchGames,
    logger = console,
  } = options;
  const now = clock.now;
  const listeners = new Set<() => void>();
  let reply: LobbyData | undefined;
  // SPEC §3's file-domain proxy map: every image the lobby shows is read through it, here, once.
  let imageHosts: ImageHostMap = {};
  let view: LobbyView | undefined;
  let cancelWake: (() => void) | null = null;
  const notify = (): void => {
    for (const listener of [...listeners]) listener();
  };
  const games = createGameStore({
    bus,
    view: () => view,
    fetchGames,
    logger,
    schedule,
    changed: notify,
    imageHosts: () => imageHosts,
  });
  const search = createSearchIndex({ bus, fetchIndex: fetchSearchIndex, searchGames, schedule, logger });

  const wakeAt = (change: number | null, from: number): void => {
    cancelWake?.();
    cancelWake = null;
    if (change === null) return;
    const wake = () => {
      cancelWake = null;
      // Timers fire late in a sleeping tab and early when the delay was capped: the clock decides.
      const at = now();
      if (at >= change) normalise();
      else wakeAt(change, at);
    };
    cancelWake = schedule(wake, Math.min(Math.max(change - from, 0), MAX_TIMER_DELAY_MS));
  };

  const normalise = (): void => {
    if (reply === undefined) return;
    const at = now();
    const lobby = normaliseLobby(remapLobbyImages(reply, imageHosts), { now: at });
    view = { lobby, gameIndex: createGameIndex(lobby.games) };
    games.viewChanged();
    wakeAt(nextWindowChange(reply, at), at);
    notify();
  };

  const subscription = bus.on$('lobby:dataChanged').subscribe((next) => {
    // The same reply emitted again changes nothing; its windows already have a wake-up.
    if (next === reply) return;
    reply = next;
    normalise();
  });
  subscription.add(
    bus.on$('lobby:imageHostsChanged').subscribe((hosts) => {
      if (hosts === imageHosts) return;
      imageHosts = hosts;
      normalise();
    }),
  );
  // Time travel moves the clock: the same reply shows what it shows at the new instant.
  const stopFollowingClock = clock.subscribe(normalise);

  return {
    current: () => view,
    subscribe: (onChange) => {
      if (subscription.closed) return () => undefined;
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    games,
    search,
    dispose: () => {
      subscription.unsubscribe();
      stopFollowingClock();
      search.dispose();
      cancelWake?.();
      cancelWake = null;
      listeners.clear();
    },
  };
}
