import type { GamesFilter } from '@lobby/api';
import type { GameLookup, GameStore, LobbyView } from '@lobby/contexts';
import { comparableGameKey, comparableKeyOf, DEFAULT_SETTINGS, gamesScope, normaliseGamesOf, remapGameImages } from '@lobby/domain';
import type { Game } from '@lobby/domain';
import type { ImageHostMap, LobbyBus, RawGameCard, RawGamesPage } from '@lobby/shared';
import type { Schedule } from './createLobbyStore';

/** GET games, as the host's API client makes it. */
export type FetchGames = (filter: GamesFilter) => Promise<RawGamesPage>;

export interface GameStoreOptions {
  readonly bus: LobbyBus;
  readonly view: () => LobbyView | undefined;
  /** Without it (a pasted preview reply, tests) the lobby reply is all there is. */
  readonly fetchGames?: FetchGames;
  readonly logger: Pick<Console, 'warn'>;
  readonly schedule: Schedule;
  /** Tells the lobby store's readers that answers changed. */
  readonly changed: () => void;
  /** The image host map in force (the lobby store's): fetched games show the hosts the reply's do. */
  readonly imageHosts?: () => ImageHostMap;
}

/** The server's limit on keys per call (docs/api.md). */
export const KEYS_PER_CALL = 100;

interface Waiter {
  readonly resolve: (game: Game | null) => void;
  readonly reject: (error: unknown) => void;
}

export function createGameStore({ bus, view, fetchGames, logger, schedule, changed, imageHosts = () => ({}) }: GameStoreOptions): GameStore & {
  /** A new lobby view: fetched games are normalised against it, or dropped when it asks for other games. */
  readonly viewChanged: () => void;
} {
  // Raw, so a new lobby reply (labels, supplier names) normalises them again; null: not offered.
  let fetched = new Map<string, RawGameCard | null>();
  let fetchedScope: string | null = null;
  let normalised = new Map<string, Game | null>();
  let snapshot: GameLookup | null = null;
  const pending = new Set<string>();
  const inFlight = new Set<string>();
  const failed = new Set<string>();
  const waiters = new Map<string, Waiter[]>();
  let flushScheduled = false;

  // Before the host publishes settings, the defaults are what the lobby would ask with.
  const scopeNow = () => gamesScope(bus.current('settings:changed') ?? DEFAULT_SETTINGS);
  const bump = (): void => {
    snapshot = null;
    changed();
  };
  // Keys are kept, and asked for, in their comparable form: one entry per game, whatever the spelling.
  const remember = (raws: readonly RawGameCard[]): void => {
    for (const raw of raws) fetched.set(comparableKeyOf(raw.aggregator, String(raw.code)), raw);
  };
  /** Fetched games belong to one scope (locale, platform): another scope starts afresh. */
  const enterScope = (scope: string): void => {
    if (scope === fetchedScope) return;
    fetchedScope = scope;
    fetched = new Map();
    normalised = new Map();
    failed.clear();
  };

  const byKey = (key: string): Game | null | undefined => {
    const current = view();
    const fromReply = current?.gameIndex.byKey(key);
    if (fromReply !== undefined) return fromReply;
    const lower = comparableGameKey(key);
    if (lower === null) return null;
    if (normalised.has(lower)) return normalised.get(lower);
    const raw = fetched.get(lower);
    if (raw === undefined) return fetchGames === undefined && current !== undefined ? null : undefined;
    const game = raw === null || current === undefined ? null : (normaliseGamesOf(current.lobby, [remapGameImages(raw, imageHosts())])[0] ?? null);
    if (current !== undefined) normalised.set(lower, game);
    return game;
  };

  const settle = (keys: readonly string[], outcome: { error: unknown } | null): void => {
    for (const key of keys) {
      const list = waiters.get(key);
      if (list === undefined) continue;
      waiters.delete(key);
      for (const waiter of list) {
        if (outcome === null) waiter.resolve(byKey(key) ?? null);
        else waiter.reject(outcome.error);
      }
    }
  };

  const flush = (): void => {
    flushScheduled = false;
    const scope = scopeNow();
    const keys = [...pending];
    pending.clear();
    if (fetchGames === undefined || keys.length === 0) {
      settle(keys, null);
      return;
    }
    const scopeKey = JSON.stringify(scope);
    enterScope(scopeKey);
    for (let start = 0; start < keys.length; start += KEYS_PER_CALL) {
      const chunk = keys.slice(start, start + KEYS_PER_CALL);
      for (const key of chunk) inFlight.add(key);
      fetchGames({ ...scope, keys: chunk, limit: KEYS_PER_CALL })
        .then((page) => {
          for (const key of chunk) inFlight.delete(key);
          // A reply for a scope left meanwhile would put other-locale games in this one.
          if (fetchedScope !== scopeKey) return;
          for (const key of chunk) fetched.set(key, null);
          remember(page.data);
          for (const key of chunk) normalised.delete(key);
          bump();
          settle(chunk, null);
        })
        .catch((error: unknown) => {
          for (const key of chunk) inFlight.delete(key);
          // SPEC §8: a failed fetch is logged and what the lists show stays as it was.
          logger.warn('games: fetching games by key failed', error);
          for (const key of chunk) failed.add(key);
          bump();
          settle(chunk, { error });
        });
    }
  };

  /** Games of a reply for `scope`, normalised; remembered unless the store has moved to another scope. */
  const adopt = (raws: readonly RawGameCard[], scope: ReturnType<typeof scopeNow>, notify: boolean): Game[] => {
    const current = view();
    const games = current === undefined ? [] : normaliseGamesOf(current.lobby, raws.map((raw) => remapGameImages(raw, imageHosts())));
    const scopeKey = JSON.stringify(scope);
    if (fetchedScope === scopeKey || fetchedScope === null) {
      enterScope(scopeKey);
      remember(raws);
      if (notify) {
        for (const game of games) normalised.delete(comparableKeyOf(game.aggregator, game.code));
        bump();
      }
    }
    return games;
  };

  const isFailed = (key: string): boolean => {
    const lower = comparableGameKey(key);
    return lower !== null && failed.has(lower);
  };

  const request = (keys: readonly string[]): void => {
    for (const key of keys) {
      if (byKey(key) !== undefined) continue;
      const lower = comparableGameKey(key);
      if (lower === null || inFlight.has(lower)) continue;
      failed.delete(lower);
      pending.add(lower);
    }
    if (pending.size > 0 && !flushScheduled) {
      flushScheduled = true;
      schedule(flush, 0);
    }
  };

  return {
    byKey,
    request,
    resolve: (key) => {
      const known = byKey(key);
      if (known !== undefined) return Promise.resolve(known);
      const lower = comparableGameKey(key);
      if (lower === null) return Promise.resolve(null);
      return new Promise<Game | null>((resolve, reject) => {
        waiters.set(lower, [...(waiters.get(lower) ?? []), { resolve, reject }]);
        // Already on its way: the waiter is settled with that call.
        if (!inFlight.has(lower)) request([key]);
      });
    },
    details: async (key) => {
      const lower = comparableGameKey(key);
      if (lower === null || fetchGames === undefined) return null;
      const page = await fetchGames({ ...scopeNow(), keys: [lower], limit: 1 }).catch((error: unknown) => {
        logger.warn('games: fetching the details of a game failed', error);
        throw error;
      });
      const current = view();
      const raw = page.data.find((candidate) => comparableKeyOf(candidate.aggregator, String(candidate.code)) === lower);
      // Not remembered: the lookups keep the lobby reply's game, and the details are read once, on open.
      return raw === undefined || current === undefined
        ? null
        : (normaliseGamesOf(current.lobby, [remapGameImages(raw, imageHosts())])[0] ?? null);
    },
    fetchPage: async (query) => {
      const scope = scopeNow();
      if (fetchGames === undefined) return { games: [], total: 0 };
      const page = await fetchGames({
        ...scope,
        block: query.block,
        suppliers: query.supplier === undefined ? undefined : [query.supplier],
        sort: query.sort,
        offset: query.offset,
        limit: query.limit,
      }).catch((error: unknown) => {
        logger.warn('games: fetching a page of a listing failed', error);
        throw error;
      });
      return { games: adopt(page.data, scope, false), total: page.total };
    },
    adopt: (raws) => adopt(raws, scopeNow(), true),
    snapshot: () => {
      snapshot ??= { byKey, failed: isFailed };
      return snapshot;
    },
    viewChanged: () => {
      normalised = new Map();
      failed.clear();
      enterScope(JSON.stringify(scopeNow()));
      snapshot = null;
    },
  };
}
