import { SETTINGS, type LobbySettings } from '@lobby/shared';
import { DEFAULT_APP_VERSION, DEFAULT_LOCALE } from '../constants/defaults';
import { describeField, type SettingsField, type SettingsKey, type SettingsSchema } from './fields';

/** The development player the content service seeds; used when nobody supplies a session. */
export const DEV_USER_ID = 'dev-player-1';
export const DEV_SESSION_ID = 'dev-session-1';
export const DEFAULT_BRAND_CODE = '99';

/**
 * Every key at its SPEC default (SPEC §3, the bracketed values), in the order the preview form
 * shows them. Frozen: it is shared, never to be edited in place.
 */
export const DEFAULT_SETTINGS: Readonly<LobbySettings> = Object.freeze({
  userId: DEV_USER_ID,
  sessionId: DEV_SESSION_ID,
  geoComplyToken: null,
  port: null,
  locale: DEFAULT_LOCALE,
  theme: 'dark',
  platform: 'desktop',
  platformType: 'web',
  lobbyPlatform: null,
  bundleID: null,
  country: null,
  brand: DEFAULT_BRAND_CODE,
  licenseType: null,
  userStatuses: null,
  openGame: null,
  openGroup: null,
  appVersion: DEFAULT_APP_VERSION,
  miniGameCoin: 0,
  miniGameId: 0,
  userBalance: 0,
  casinoCoin: 0,
  exchangeRate: 1,
  currency: null,
  guestMode: false,
  useCodeTitle: true,
  useFullScreenCasino: true,
  previewMode: true,
  isWPTPlay: false,
  forceShowGameInfo: false,
  ccPreviewMode: false,
  openGamesInNewTab: false,
  casinoJsonResponse: null,
  previewToken: null,
  previewAt: null,
});

/**
 * The preview form's descriptor of every key, read off the settings schema (fields.ts). The
 * mapped type is what fromEntries cannot express: one descriptor per key, of that key.
 */
export const SETTINGS_SCHEMA: SettingsSchema = Object.fromEntries(
  (Object.keys(SETTINGS.fields) as SettingsKey[]).map((key) => [
    key,
    describeField(key, SETTINGS.fields[key], DEFAULT_SETTINGS[key]),
  ]),
) as unknown as SettingsSchema;

/** The descriptors as a list, in form order. */
export const SETTINGS_FIELDS: readonly SettingsField[] = Object.values(SETTINGS_SCHEMA);
