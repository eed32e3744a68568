/**
 * The lobby settings (SPEC §3 "Settings and preview fields"): what the shell sends in
 * initialData and what standalone pages read from the query string. packages/domain
 * owns the schema that parses and validates them; this is the shape everyone shares.
 */
export const LOCALES = [
  'en',
  'es',
  'es-mx',
  'pt',
  'fr',
  'ja',
  'vi',
  'ko',
  'th',
  'ms',
  'zh-TW',
  'zh-CN',
  'fi',
  'pl',
  'id',
  'ru',
] as const;
export type Locale = (typeof LOCALES)[number];

export const THEMES = ['dark', 'light'] as const;
export type ThemeName = (typeof THEMES)[number];

export const PLATFORMS = ['desktop', 'mobile'] as const;
export type Platform = (typeof PLATFORMS)[number];

export const PLATFORM_TYPES = ['web', 'ios', 'android', 'other'] as const;
export type PlatformType = (typeof PLATFORM_TYPES)[number];

export const LICENSE_TYPES = ['Curacao', 'Mexico', 'SouthKorea', 'Philippines'] as const;
export type LicenseType = (typeof LICENSE_TYPES)[number];

export const USER_STATUSES = ['Always', 'Guest', 'LoggedIn', 'FirstDeposit'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export interface LobbySettings {
  userId: string | null;
  sessionId: string | null;
  geoComplyToken: string | null;
  port: string | null;
  locale: Locale;
  theme: ThemeName;
  platform: Platform;
  platformType: PlatformType;
  lobbyPlatform: string | null;
  bundleID: string | null;
  country: string | null;
  brand: string;
  licenseType: LicenseType | null;
  userStatuses: UserStatus[] | null;
  openGame: string | null;
  openGroup: string | null;
  appVersion: string;
  miniGameCoin: number;
  miniGameId: number;
  userBalance: number;
  casinoCoin: number;
  exchangeRate: number;
  currency: string | null;
  guestMode: boolean;
  useCodeTitle: boolean;
  useFullScreenCasino: boolean;
  previewMode: boolean;
  isWPTPlay: boolean;
  forceShowGameInfo: boolean;
  ccPreviewMode: boolean;
  /**
   * SPEC §4 step 6: a launched game opens in a new tab "when configured" (besides iOS
   * standalone). Off by default: the SPEC's pop-up (desktop) and in-page route (mobile) stand.
   */
  openGamesInNewTab: boolean;
  casinoJsonResponse: string | null;
  /**
   * Extensions beyond SPEC §3 (docs/preview.md): an editor's preview token, sent to the content
   * service as a header so it returns content outside its date window, and the instant (ISO
   * 8601) the editor views the lobby as of. Both null for players.
   */
  previewToken: string | null;
  previewAt: string | null;
}
