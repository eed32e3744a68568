import { assertNever, decideNavigation, resolveLocale, resolveNavigationTarget, ROOT_PATH, type NavigationCatalogue } from '@lobby/domain';
import {
  DEFAULT_BALANCES,
  GUEST_SESSION,
  type LobbyBus,
  type LobbySettings,
  type NavigateType,
  type ShellRecord,
  type ShellToLobbyMessage,
} from '@lobby/shared';
import type { LobbyStorage } from '@lobby/storage';
import { Subscription } from '@lobby/rx';
import type { NavigationHistory } from '../navigation/navigationHistory';
import { parseDownloadBanner } from './downloadBanner';
import { parseShellFrame } from './shellFrame';

export interface ShellMessagesDeps {
  readonly storage: Pick<LobbyStorage, 'set'>;
  /** In play mode, the lobby screens visited before the game (SPEC §9: at most 5). */
  readonly history: Pick<NavigationHistory, 'backTarget'>;
  /** The normalised lobby's pages and blocks, once it has arrived: navigation targets resolve against it. */
  readonly catalogue: () => NavigationCatalogue | undefined;
  /** Start-up waits for the first initialData (the settings of an embedded lobby). */
  readonly onInitialData: (payload: ShellRecord) => void;
  /** The shell's cashier closed: the balances are asked for again (connectFreshBalances). */
  readonly onCashierClosed: () => void;
  readonly logger: Pick<Console, 'warn'>;
}

interface PendingTarget {
  readonly target: string;
  readonly type: NavigateType;
}


/**
 * The one place that says what each message from the host application means for the lobby
 * (docs/shell-protocol.md). The bridge has validated the payloads; a new message type does
 * not compile until it has a case here. The host is the one writer of the facts these set
 * (settings, session, balances, download banner, frame); where another part owns the fact,
 * the host sends it a command instead ('game:closeRequested' to game-player).
 */
export function connectShellMessages(bus: LobbyBus, deps: ShellMessagesDeps): () => void {
  const { storage, history, logger } = deps;
  // SPEC §2: a request made before the casino has loaded waits for it; only the latest counts.
  let deferred: PendingTarget | null = null;

  const navigate = (target: string | null, type: NavigateType): void => {
    const decision = decideNavigation(target, {
      gameActive: (bus.current('game:activeChanged') ?? null) !== null,
      casinoLoaded: bus.current('lobby:loadStateChanged') === 'loaded',
    });
    switch (decision.kind) {
      case 'ignore':
        logger.warn(decision.warning);
        return;
      case 'defer':
        deferred = { target: decision.target, type };
        return;
      case 'navigate': {
        const catalogue = deps.catalogue() ?? { pages: [], blocks: [] };
        bus.emit('navigation:requested', { path: resolveNavigationTarget(decision.target, type, catalogue) });
        return;
      }
      default:
        assertNever(decision);
    }
  };

  /** Changes part of the settings; before start-up has published them there is nothing to change. */
  const updateSettings = (change: Partial<LobbySettings>): void => {
    const settings = bus.current('settings:changed');
    if (settings !== undefined) bus.emit('settings:changed', { ...settings, ...change });
  };

  const handle = (message: ShellToLobbyMessage): void => {
    switch (message.type) {
      case 'initialData':
        deps.onInitialData(message.payload);
        return;
      case 'userBalances': {
        const { userBalance, casinoCoin, exchangeRate } = message.payload;
        const last = bus.current('balances:changed') ?? DEFAULT_BALANCES;
        bus.emit('balances:changed', { ...last, userBalance, casinoCoin, exchangeRate });
        return;
      }
      case 'miniGameCoin': {
        const { miniGameCoin, miniGameId } = message.payload;
        const last = bus.current('balances:changed') ?? DEFAULT_BALANCES;
        bus.emit('balances:changed', { ...last, miniGameCoin, miniGameId });
        return;
      }
      case 'theme':
        updateSettings({ theme: message.payload.theme });
        return;
      case 'locale':
        // SPEC §8's locale rule: underscores become hyphens, game-app codes map, unknown is the fallback.
        updateSettings({ locale: resolveLocale(message.payload.locale) });
        return;
      case 'geoToken':
        storage.set('geoToken', message.payload.token);
        updateSettings({ geoComplyToken: message.payload.token });
        return;
      case 'guestMode': {
        const last = bus.current('session:changed') ?? GUEST_SESSION;
        bus.emit('session:changed', { ...last, guest: message.payload.guestMode });
        // The lobby request's statuses follow the flag (connectLobbyReload fetches it again).
        updateSettings({ guestMode: message.payload.guestMode });
        // SPEC §4: a guest-mode change returns to the root.
        bus.emit('navigation:requested', { path: ROOT_PATH });
        return;
      }
      case 'backToLobby':
        // The player left the game through the shell. Outside play mode nothing was recorded
        // and the target is the root.
        bus.emit('game:closeRequested', { reason: 'backToLobby' });
        bus.emit('navigation:requested', { path: history.backTarget() });
        return;
      case 'navigate':
        navigate(message.payload.target, message.payload.type);
        return;
      case 'downloadBannerInfo':
        bus.emit('downloadBanner:changed', parseDownloadBanner(message.payload));
        return;
      case 'iframeWindowData':
        bus.emit('shell:frameChanged', parseShellFrame(message.payload));
        return;
      case 'cashierClosed':
        // Issue #34: what a deposit changed is asked for, never left stale.
        deps.onCashierClosed();
        return;
      default:
        assertNever(message);
    }
  };

  const subscription = new Subscription();
  subscription.add(bus.on$('shell:received').subscribe(handle));
  // SPEC §3 openGroup: the block the settings name opens its listing once the lobby has loaded,
  // as a shell's block navigation would (same rules, same wait), once per value: a theme
  // change re-sends the same settings.
  let openedGroup: string | null = null;
  subscription.add(
    bus.on$('settings:changed').subscribe(({ openGroup }) => {
      if (openGroup === null || openGroup === openedGroup) return;
      openedGroup = openGroup;
      navigate(openGroup, 'block');
    }),
  );
  subscription.add(
    bus.on$('lobby:loadStateChanged').subscribe((state) => {
      if (state !== 'loaded' || deferred === null) return;
      const pending = deferred;
      deferred = null;
      navigate(pending.target, pending.type);
    }),
  );
  return () => subscription.unsubscribe();
}
