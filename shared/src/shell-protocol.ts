/**
 * The wire protocol with the host application (DESIGN §5). Names are the SPEC's, spelled
 * exactly. One union per direction, keyed on `type`.
 */
export const PROTOCOL_VERSION = 1;
export const LOBBY_SOURCE = 'casino-lobby';
export const SHELL_SOURCE = 'casino-shell';

export interface GameRef {
  readonly gameCode: string;
  readonly aggregator: string;
}

export type LobbyToShellMessage =
  | { readonly type: 'casinoReady' }
  | { readonly type: 'casinoLoadComplete' }
  | { readonly type: 'openCasinoGame'; readonly payload: GameRef }
  | { readonly type: 'launchCasinoGame'; readonly payload: GameRef }
  | { readonly type: 'openCasinoGameFailed'; readonly payload: GameRef & { readonly statusText: string } }
  | { readonly type: 'gameNotFound'; readonly payload: GameRef }
  | { readonly type: 'gamewindowclose'; readonly payload?: GameRef }
  | { readonly type: 'requestBackCasinoLobby' }
  | { readonly type: 'openLoginScreen' }
  | { readonly type: 'openMenu' }
  | { readonly type: 'closeMenu' }
  | { readonly type: 'syncRecentGame'; readonly payload: GameRef }
  | { readonly type: 'orientationLocked'; readonly payload: { readonly orientation: string } }
  | { readonly type: 'insufficient-funds' }
  | { readonly type: 'gameBridgeError'; readonly payload: { readonly message: string } }
  | { readonly type: 'openExternalLink'; readonly payload: { readonly url: string } }
  | { readonly type: 'addShortcut'; readonly payload: GameRef }
  | { readonly type: 'openCashier' }
  | { readonly type: 'popupVisibility'; readonly payload: { readonly visible: boolean } }
  | { readonly type: 'previewGameLink'; readonly payload: GameRef & { readonly url: string } };

export type NavigateType = 'page' | 'block' | 'any';

export type ShellToLobbyMessage =
  | { readonly type: 'initialData'; readonly payload: Readonly<Record<string, unknown>> }
  | {
      readonly type: 'userBalances';
      readonly payload: { readonly userBalance: number; readonly casinoCoin: number; readonly exchangeRate: number };
    }
  | { readonly type: 'theme'; readonly payload: { readonly theme: string } }
  | { readonly type: 'navigate'; readonly payload: { readonly target: string; readonly type: NavigateType } }
  | { readonly type: 'backToLobby' }
  | { readonly type: 'geoToken'; readonly payload: { readonly token: string } }
  | { readonly type: 'miniGameCoin'; readonly payload: { readonly miniGameCoin: number; readonly miniGameId: number } }
  | { readonly type: 'downloadBannerInfo'; readonly payload: Readonly<Record<string, unknown>> }
  | { readonly type: 'iframeWindowData'; readonly payload: Readonly<Record<string, unknown>> }
  | { readonly type: 'guestMode'; readonly payload: { readonly guestMode: boolean } };

export type LobbyToShellType = LobbyToShellMessage['type'];
export type ShellToLobbyType = ShellToLobbyMessage['type'];

/** What actually crosses the wire. */
export type WireMessage<M extends { type: string }, S extends string> = M & { readonly source: S };
