import type { Locale, Platform, PlayMode, ThemeName } from '@lobby/shared';
import { DESKTOP_IFRAME_WIDTH, DESKTOP_POPUP_HEIGHT } from '../constants/layout';
import { comparableKeyOf, gameKey, parseGameKey, type GameCodeRef } from '../entities/gameKey';
import type { GamePosition } from '../entities/types';
import { parseLoadingTimeout } from './loadingTimeout';

const GAME_ROUTE = '/games/';
/**
 * The launch names each game window after its game, so launching a game twice reuses its
 * window, two games get two windows, and the window knows at start that it is a game window.
 */
const GAME_WINDOW_NAME_PREFIX = 'casino-lobby-game:';

/** SPEC §2 /games/{code}: whether a path (below any platform prefix) is a game route. */
export function isGameRoutePath(pathname: string): boolean {
  return pathname === GAME_ROUTE.slice(0, -1) || pathname.startsWith(GAME_ROUTE);
}

/** The query key of a game address that names its play mode (issue #34): `mode=fun` plays the demo. */
export const PLAY_MODE_PARAM = 'mode';

/**
 * The play mode a game address asks for (its `mode` query value): fun money only for exactly
 * 'fun'; absent or any other value is real money (SPEC §5: an invalid value is ignored).
 */
export function playModeOf(value: string | null | undefined): PlayMode {
  return value === 'fun' ? 'fun' : 'real';
}

/**
 * The game route (SPEC §2): the key is encoded, since it holds the separator. A fun-money
 * launch (issue #34) says so in the query; a real one has none, as before.
 */
export function gameRoutePath(aggregator: string, code: string, mode: PlayMode = 'real'): string {
  const path = `${GAME_ROUTE}${encodeURIComponent(gameKey(aggregator, code))}`;
  return mode === 'fun' ? `${path}?${PLAY_MODE_PARAM}=fun` : path;
}

/** The game a link to a game route names ('/games/haba%3A10'), or null for any other link. */
export function gameOfRoutePath(path: string | null): GameCodeRef | null {
  if (path === null || !path.startsWith(GAME_ROUTE)) return null;
  const encoded = path.slice(GAME_ROUTE.length);
  if (encoded === '' || /[/?#]/.test(encoded)) return null;
  try {
    return parseGameKey(decodeURIComponent(encoded));
  } catch {
    return null; // a malformed escape ('%E0%A4%A') names no game
  }
}

export interface GameWindowQuery {
  readonly locale: Locale;
  readonly theme: ThemeName;
  readonly brand: string;
  /** The platform the lobby launches for: its path prefix fixes the game window's. */
  readonly platform: Platform;
}

/**
 * The address of a window the launch opens for a game (SPEC §2): the platform's path prefix,
 * games/{code}, and the query values locale, theme, brand and loading timeout (the game's own
 * when it has a usable one). The desktop pop-up's is the SPEC's desktop one; a new tab gets
 * the same, so that it too starts in the player's locale, theme and brand. A fun-money launch
 * (issue #34) adds `mode=fun`, as on the game route.
 */
export function gameWindowUrl(
  game: GameCodeRef & { readonly loadingTimeoutInSeconds: number | null },
  { locale, theme, brand, platform }: GameWindowQuery,
  mode: PlayMode = 'real',
): string {
  const query = new URLSearchParams({
    locale,
    theme,
    brand,
    loadingTimeout: String(parseLoadingTimeout(game.loadingTimeoutInSeconds)),
  });
  if (mode === 'fun') query.set(PLAY_MODE_PARAM, 'fun');
  return `/${platform}${gameRoutePath(game.aggregator, game.code)}?${query.toString()}`;
}

export interface ScreenArea {
  readonly availLeft: number;
  readonly availTop: number;
  readonly availWidth: number;
  readonly availHeight: number;
}

/**
 * window.open features of the desktop pop-up (SPEC §9): height 810, the configured width
 * (the desktop game frame's 1000), on the side of the screen the game's position names,
 * centred vertically; never wider or taller than the screen.
 */
export function gameWindowFeatures(position: GamePosition, screen: ScreenArea): string {
  const width = Math.min(DESKTOP_IFRAME_WIDTH, screen.availWidth);
  const height = Math.min(DESKTOP_POPUP_HEIGHT, screen.availHeight);
  const left = position === 'right' ? screen.availLeft + screen.availWidth - width : screen.availLeft;
  const top = screen.availTop + Math.floor((screen.availHeight - height) / 2);
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/** Keys naming one game ('ORYX:Abc', 'bragg:abc') name one window. */
export function gameWindowName(aggregator: string, code: string): string {
  return `${GAME_WINDOW_NAME_PREFIX}${comparableKeyOf(aggregator, code)}`;
}

/** A window the launch opened for a game (pop-up or new tab), known by its name. */
export function isGameWindowName(name: string): boolean {
  return name.startsWith(GAME_WINDOW_NAME_PREFIX);
}
