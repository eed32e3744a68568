import type { BonusesQuery, LobbyApi } from '@lobby/api';
import type { GameStore, LobbyClock } from '@lobby/connected';
import { availabilityIn, filterBonuses, gameKey, remapBonusImages } from '@lobby/domain';
import type { LobbyBus, RawBonus } from '@lobby/shared';
import { Subscription, skip } from '@lobby/rx';

export interface BonusesDeps {
  readonly api: Pick<LobbyApi, 'getBonuses'>;
  readonly logger: Pick<Console, 'error'>;
  /** The lobby's games (its game store): a free-spin bonus keeps only the games it offers (SPEC §3). */
  readonly games: Pick<GameStore, 'byKey' | 'resolve'>;
  /**
   * The lobby's one clock: a bonus is expired by its time, so an editor's time travel moves the
   * list too (filtered again when the clock jumps).
   */
  readonly clock: Pick<LobbyClock, 'now' | 'subscribe'>;
}

const sameQuery = (a: BonusesQuery, b: BonusesQuery) =>
  a.locale === b.locale && a.devicePlatform === b.devicePlatform && a.country === b.country && a.brand === b.brand;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * 'bonuses:changed' from the casino API (GET /bonuses), with SPEC §4's own loading flag.
 * Nothing is fetched until a remote asks ('bonuses:loadRequested'), and a request made before
 * the lobby has loaded (the API clients are initialised by that load) waits for it; from then on the list
 * follows the session and the query's settings (a new locale brings translated titles).
 * The list is filtered here, once, by the SPEC §3 rules against the lobby's games, and
 * again when the lobby changes. A failed fetch rejects (SPEC §8): the state says so, with
 * the error, and the next request retries.
 */
export function connectBonuses(bus: LobbyBus, { api, logger, games, clock }: BonusesDeps): () => void {
  const now = clock.now;
  let generation = 0;
  // Its own copy of the published status: a writer does not read its fact back from the bus.
  let loading = false;
  let lastQuery: BonusesQuery | null = null;
  let received: readonly RawBonus[] | null = null;
  // A screen may ask before the start-up load has initialised the API clients.
  let pending = false;

  const publish = (bonuses: readonly RawBonus[]) => {
    const mine = generation;
    // The lobby reply carries only the games it shows: the free-spin games are asked for first.
    const candidates = filterBonuses(bonuses, { now: now(), isGameAvailable: () => true })
      .filter((bonus) => bonus.type === 'Free Spin')
      .flatMap((bonus) => bonus.games.map((game) => gameKey(game.aggregator, game.gameCode)));
    void Promise.allSettled(candidates.map((key) => games.resolve(key))).then(() => {
      if (mine !== generation) return;
      // Without the lobby no game is known to be playable: free-spin bonuses wait for it.
      const isGameAvailable = availabilityIn(games);
      // Their art through the lobby's image host map (start-up publishes it before the lobby).
      const hosts = bus.current('lobby:imageHostsChanged') ?? {};
      const remapped = bonuses.map((bonus) => remapBonusImages(bonus, hosts));
      bus.emit('bonuses:changed', {
        status: 'loaded',
        bonuses: filterBonuses(remapped, { now: now(), isGameAvailable }),
      });
    });
  };

  const queryOf = (): BonusesQuery | null => {
    const settings = bus.current('settings:changed');
    if (settings === undefined) return null;
    return {
      locale: settings.locale,
      devicePlatform: settings.platform,
      country: settings.country ?? bus.current('lobby:dataChanged')?.country ?? null,
      brand: settings.brand,
    };
  };

  const load = () => {
    const query = queryOf();
    if (query === null) return;
    generation += 1;
    const mine = generation;
    loading = true;
    lastQuery = query;
    bus.emit('bonuses:changed', { status: 'loading' });
    api.getBonuses(query).then(
      (bonuses) => {
        if (mine !== generation) return;
        loading = false;
        received = bonuses;
        publish(bonuses);
      },
      (error: unknown) => {
        if (mine !== generation) return;
        loading = false;
        logger.error('Bonuses could not be loaded', error);
        bus.emit('bonuses:changed', { status: 'failed', error: messageOf(error) });
      },
    );
  };

  const subscription = new Subscription();
  subscription.add(
    bus.on$('bonuses:loadRequested').subscribe(() => {
      if (bus.current('lobby:loadStateChanged') !== 'loaded') pending = true;
      // Two screens mounting together ask once.
      else if (!loading) load();
    }),
  );
  subscription.add(
    bus.on$('lobby:loadStateChanged').subscribe((state) => {
      if (state !== 'loaded' || !pending) return;
      pending = false;
      load();
    }),
  );
  // Replayed on subscribe: only later changes reload, and only once someone has asked.
  subscription.add(
    bus
      .on$('session:changed')
      .pipe(skip(1))
      .subscribe(() => {
        if (lastQuery !== null) load();
      }),
  );
  subscription.add(
    bus.on$('settings:changed').subscribe(() => {
      const query = queryOf();
      if (lastQuery !== null && query !== null && !sameQuery(lastQuery, query)) load();
    }),
  );
  subscription.add(
    bus.on$('lobby:dataChanged').subscribe(() => {
      if (!loading && received !== null) publish(received);
    }),
  );
  subscription.add(
    clock.subscribe(() => {
      if (!loading && received !== null) publish(received);
    }),
  );
  return () => subscription.unsubscribe();
}
