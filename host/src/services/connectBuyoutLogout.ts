import type { LobbyApi } from '@lobby/api';
import { buyoutLogoutGameId, isSignedIn } from '@lobby/domain';
import type { LobbyBus } from '@lobby/shared';
import { merge } from '@lobby/rx';

export interface BuyoutLogoutDeps {
  readonly api: Pick<LobbyApi, 'habaLogout'>;
  /** Whether the page shows a game route now. */
  readonly onGameRoute: () => boolean;
}

/**
 * SPEC §4 first-time buyout logout: whenever the balances, the session or the active game
 * change, packages/domain's buyoutLogoutGameId decides whether a mini-game buy-in is due to
 * be logged out; each id is sent once per page (a refusal is logged by the API and not retried).
 */
export function connectBuyoutLogout(bus: LobbyBus, { api, onGameRoute }: BuyoutLogoutDeps): () => void {
  const done = new Set<number>();
  const check = () => {
    const id = buyoutLogoutGameId({
      playMode: bus.current('settings:changed')?.isWPTPlay ?? false,
      signedIn: isSignedIn(bus.current('session:changed')),
      onGameRoute: onGameRoute(),
      miniGameId: bus.current('balances:changed')?.miniGameId ?? 0,
      done,
    });
    if (id === null) return;
    done.add(id);
    void api.habaLogout(String(id));
  };
  const subscription = merge(
    bus.on$('balances:changed'),
    bus.on$('session:changed'),
    bus.on$('game:activeChanged'),
  ).subscribe(check);
  return () => subscription.unsubscribe();
}
