import { assertNever } from '@lobby/domain';
import { DEFAULT_BALANCES, GUEST_SESSION, type LobbyBus, type ShellToLobbyMessage } from '@lobby/shared';

/**
 * Puts a validated shell message on the bus. Every message goes out as 'shell:received';
 * the few whose meaning is plain state are also applied to their channel first, so that
 * a 'shell:received' handler already sees the new state through bus.current():
 *
 * - userBalances, miniGameCoin -> 'balances:changed' (merged into the last balances)
 * - guestMode -> 'session:changed' (the guest flag of the last session)
 *
 * The rest need lobby rules the bridge does not own — settings validation for
 * initialData, theme and geoToken; navigation rules for navigate and backToLobby —
 * so the host handles them from 'shell:received'.
 */
export function routeShellMessage(message: ShellToLobbyMessage, bus: LobbyBus): void {
  switch (message.type) {
    case 'userBalances': {
      const { userBalance, casinoCoin, exchangeRate } = message.payload;
      const last = bus.current('balances:changed') ?? DEFAULT_BALANCES;
      bus.emit('balances:changed', { ...last, userBalance, casinoCoin, exchangeRate });
      break;
    }
    case 'miniGameCoin': {
      const { miniGameCoin, miniGameId } = message.payload;
      const last = bus.current('balances:changed') ?? DEFAULT_BALANCES;
      bus.emit('balances:changed', { ...last, miniGameCoin, miniGameId });
      break;
    }
    case 'guestMode': {
      const last = bus.current('session:changed') ?? GUEST_SESSION;
      bus.emit('session:changed', { ...last, guest: message.payload.guestMode });
      break;
    }
    case 'initialData':
    case 'theme':
    case 'navigate':
    case 'backToLobby':
    case 'geoToken':
    case 'downloadBannerInfo':
    case 'iframeWindowData':
      break;
    default:
      assertNever(message);
  }
  bus.emit('shell:received', message);
}
