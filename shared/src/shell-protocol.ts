import type { RecentGame } from './bus';
import type { ThemeName } from './settings';

/**
 * The wire protocol with the host application (DESIGN §5). Names are the SPEC's, spelled
 * exactly — including the odd ones ('gamewindowclose', 'insufficient-funds') — because
 * native shells already ship against them. One union per direction, keyed on `type`.
 * docs/shell-protocol.md is the reader's version of this file.
 */
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
  /** The game just played, and the recent list it now leads (newest first), for the app's own list. */
  | { readonly type: 'syncRecentGame'; readonly payload: GameRef & { readonly recentGames: readonly RecentGame[] } }
  | { readonly type: 'orientationLocked'; readonly payload: { readonly orientation: string } }
  | { readonly type: 'insufficient-funds' }
  | { readonly type: 'gameBridgeError'; readonly payload: { readonly message: string } }
  | { readonly type: 'openExternalLink'; readonly payload: { readonly url: string } }
  | { readonly type: 'addShortcut'; readonly payload: GameRef }
  | { readonly type: 'openCashier' }
  | { readonly type: 'popupVisibility'; readonly payload: { readonly visible: boolean } }
  | { readonly type: 'previewGameLink'; readonly payload: GameRef & { readonly url: string } }
  /**
   * Issue #34: a reality check paused play ('paused', with the minutes played), the player chose
   * to go on ('resumed') or to leave the game ('left'). A native shell pauses its game on 'paused'.
   */
  | { readonly type: 'realityCheck'; readonly payload: RealityCheckPayload }
  /** Issue #34: ask the shell for the player's balances again (a game or the cashier closed). */
  | { readonly type: 'requestUserBalances' };

export type NavigateType = 'page' | 'block' | 'any';

export const NAVIGATE_TYPES: readonly NavigateType[] = ['page', 'block', 'any'];

/** Issue #34's reality check as the shell hears of it; `minutes` played since the session began. */
export interface RealityCheckPayload {
  readonly state: 'paused' | 'resumed' | 'left';
  readonly minutes: number;
}

export interface UserBalancesPayload {
  readonly userBalance: number;
  readonly casinoCoin: number;
  readonly exchangeRate: number;
}

export interface MiniGameCoinPayload {
  readonly miniGameCoin: number;
  readonly miniGameId: number;
}

/** A JSON object as it crossed the wire, already checked for shape and size. */
export type ShellRecord = Readonly<Record<string, unknown>>;

export type ShellToLobbyMessage =
  /** The settings object; packages/domain validates its keys (SPEC §5), not the bridge. */
  | { readonly type: 'initialData'; readonly payload: ShellRecord }
  | { readonly type: 'userBalances'; readonly payload: UserBalancesPayload }
  | { readonly type: 'theme'; readonly payload: { readonly theme: ThemeName } }
  /** The player's language changed in the host application: the lobby switches without a reload. */
  | { readonly type: 'locale'; readonly payload: { readonly locale: string } }
  /** target is null when the shell left it out: the lobby refuses it with 'Invalid target'. */
  | { readonly type: 'navigate'; readonly payload: { readonly target: string | null; readonly type: NavigateType } }
  | { readonly type: 'backToLobby' }
  | { readonly type: 'geoToken'; readonly payload: { readonly token: string } }
  | { readonly type: 'miniGameCoin'; readonly payload: MiniGameCoinPayload }
  | { readonly type: 'downloadBannerInfo'; readonly payload: ShellRecord }
  | { readonly type: 'iframeWindowData'; readonly payload: ShellRecord }
  | { readonly type: 'guestMode'; readonly payload: { readonly guestMode: boolean } }
  /** Issue #34: the shell's cashier closed; the lobby asks for balances again. */
  | { readonly type: 'cashierClosed' };

export type LobbyToShellType = LobbyToShellMessage['type'];
export type ShellToLobbyType = ShellToLobbyMessage['type'];

/** The message of one type, e.g. `ShellToLobbyOf<'navigate'>`. */
export type ShellToLobbyOf<T extends ShellToLobbyType> = Extract<ShellToLobbyMessage, { readonly type: T }>;
export type LobbyToShellOf<T extends LobbyToShellType> = Extract<LobbyToShellMessage, { readonly type: T }>;

/*
 * The runtime lists are written as objects keyed by every member of the union so that the
 * compiler refuses a list that forgets (or invents) a message type.
 */
const LOBBY_TO_SHELL_KEYS: { readonly [K in LobbyToShellType]: true } = {
  realityCheck: true,
  requestUserBalances: true,
  casinoReady: true,
  casinoLoadComplete: true,
  openCasinoGame: true,
  launchCasinoGame: true,
  openCasinoGameFailed: true,
  gameNotFound: true,
  gamewindowclose: true,
  requestBackCasinoLobby: true,
  openLoginScreen: true,
  openMenu: true,
  closeMenu: true,
  syncRecentGame: true,
  orientationLocked: true,
  'insufficient-funds': true,
  gameBridgeError: true,
  openExternalLink: true,
  addShortcut: true,
  openCashier: true,
  popupVisibility: true,
  previewGameLink: true,
};

const SHELL_TO_LOBBY_KEYS: { readonly [K in ShellToLobbyType]: true } = {
  initialData: true,
  userBalances: true,
  theme: true,
  locale: true,
  navigate: true,
  backToLobby: true,
  geoToken: true,
  miniGameCoin: true,
  downloadBannerInfo: true,
  iframeWindowData: true,
  guestMode: true,
  cashierClosed: true,
};

export const SHELL_TO_LOBBY_TYPES: readonly ShellToLobbyType[] = Object.freeze(
  Object.keys(SHELL_TO_LOBBY_KEYS) as ShellToLobbyType[],
);

export function isLobbyToShellType(value: unknown): value is LobbyToShellType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LOBBY_TO_SHELL_KEYS, value);
}

export function isShellToLobbyType(value: unknown): value is ShellToLobbyType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SHELL_TO_LOBBY_KEYS, value);
}

/** What actually crosses the wire. */
export type WireMessage<M extends { type: string }, S extends string> = M & { readonly source: S };
export type LobbyWireMessage = WireMessage<LobbyToShellMessage, typeof LOBBY_SOURCE>;
export type ShellWireMessage = WireMessage<ShellToLobbyMessage, typeof SHELL_SOURCE>;

/**
 * How an outgoing message leaves the lobby, in the order DESIGN §5 tries them; the custom
 * scheme is the last resort for shells that only intercept navigations.
 */
export type ShellTransportKind = 'ios' | 'android' | 'parent' | 'opener' | 'customScheme';

/** Why an incoming message was dropped. Logged once per (origin, reason). */
export const SHELL_DROP_REASONS = {
  originNotAllowed: 'originNotAllowed',
  wrongSource: 'wrongSource',
  notAnObject: 'notAnObject',
  unknownType: 'unknownType',
  invalidPayload: 'invalidPayload',
} as const;
export type ShellDropReason = (typeof SHELL_DROP_REASONS)[keyof typeof SHELL_DROP_REASONS];
