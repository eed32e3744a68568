import {
  LICENSE_TYPES,
  LOCALES,
  PLATFORMS,
  PLATFORM_TYPES,
  THEMES,
  USER_STATUSES,
  type LobbySettings,
} from '@lobby/shared';
import { DEFAULT_APP_VERSION, DEFAULT_LOCALE } from '../constants/defaults';
import type {
  FieldPattern,
  FlagKey,
  NullableTextKey,
  NumberKey,
  SettingsField,
  SettingsKey,
  SettingsSchema,
} from './fields';

/** The development player the content service seeds; used when nobody supplies a session. */
export const DEV_USER_ID = 'dev-player-1';
export const DEV_SESSION_ID = 'dev-session-1';
export const DEFAULT_BRAND_CODE = '99';

/** SPEC §5: 1–2 digits, dot, 1–2 digits, dot, 1–2 digits. */
export const APP_VERSION_PATTERN: FieldPattern = { regex: /^\d{1,2}\.\d{1,2}\.\d{1,2}$/ };

function nullableText<K extends NullableTextKey>(key: K, fallback: string | null = null) {
  return { kind: 'text', key, nullable: true, required: false, default: fallback } as const;
}

/** SPEC §5 form bounds: required, min 0 (exchangeRate 1), money steps of 0.01. */
function number<K extends NumberKey>(key: K, fallback: number, min: number, step: number) {
  return { kind: 'number', key, nullable: false, required: true, default: fallback, min, step } as const;
}

function flag<K extends FlagKey>(key: K, fallback: boolean) {
  return { kind: 'flag', key, nullable: false, required: false, default: fallback } as const;
}

/**
 * SPEC §3 "Settings and preview fields", in the order the preview form shows them.
 * Defaults are the SPEC's bracketed values.
 */
export const SETTINGS_SCHEMA: SettingsSchema = {
  userId: nullableText('userId', DEV_USER_ID),
  sessionId: nullableText('sessionId', DEV_SESSION_ID),
  geoComplyToken: nullableText('geoComplyToken'),
  port: nullableText('port'),
  locale: { kind: 'locale', key: 'locale', nullable: false, required: true, default: DEFAULT_LOCALE, options: LOCALES },
  theme: { kind: 'enum', key: 'theme', nullable: false, required: true, default: 'dark', options: THEMES },
  platform: { kind: 'enum', key: 'platform', nullable: false, required: true, default: 'desktop', options: PLATFORMS },
  platformType: {
    kind: 'enum',
    key: 'platformType',
    nullable: false,
    required: true,
    default: 'web',
    options: PLATFORM_TYPES,
  },
  lobbyPlatform: nullableText('lobbyPlatform'),
  bundleID: nullableText('bundleID'),
  country: nullableText('country'),
  brand: { kind: 'text', key: 'brand', nullable: false, required: true, default: DEFAULT_BRAND_CODE },
  licenseType: {
    kind: 'enum',
    key: 'licenseType',
    nullable: true,
    required: false,
    default: null,
    options: LICENSE_TYPES,
  },
  userStatuses: {
    kind: 'multiEnum',
    key: 'userStatuses',
    nullable: true,
    required: false,
    default: null,
    options: USER_STATUSES,
  },
  openGame: nullableText('openGame'),
  openGroup: nullableText('openGroup'),
  appVersion: {
    kind: 'text',
    key: 'appVersion',
    nullable: false,
    required: true,
    default: DEFAULT_APP_VERSION,
    pattern: APP_VERSION_PATTERN,
  },
  miniGameCoin: number('miniGameCoin', 0, 0, 0.01),
  miniGameId: number('miniGameId', 0, 0, 1),
  userBalance: number('userBalance', 0, 0, 0.01),
  casinoCoin: number('casinoCoin', 0, 0, 0.01),
  exchangeRate: number('exchangeRate', 1, 1, 0.01),
  currency: nullableText('currency'),
  guestMode: flag('guestMode', false),
  useCodeTitle: flag('useCodeTitle', true),
  useFullScreenCasino: flag('useFullScreenCasino', true),
  previewMode: flag('previewMode', true),
  isWPTPlay: flag('isWPTPlay', false),
  forceShowGameInfo: flag('forceShowGameInfo', false),
  ccPreviewMode: flag('ccPreviewMode', false),
  casinoJsonResponse: nullableText('casinoJsonResponse'),
  previewToken: nullableText('previewToken'),
  previewAt: { kind: 'instant', key: 'previewAt', nullable: true, required: false, default: null },
};

/** The descriptors as a list, in form order. */
export const SETTINGS_FIELDS: readonly SettingsField[] = Object.values(SETTINGS_SCHEMA);

export const SETTINGS_KEYS: readonly SettingsKey[] = SETTINGS_FIELDS.map((field) => field.key);

/** Every key at its SPEC default. Frozen: it is shared, never to be edited in place. */
export const DEFAULT_SETTINGS: Readonly<LobbySettings> = Object.freeze({
  userId: SETTINGS_SCHEMA.userId.default,
  sessionId: SETTINGS_SCHEMA.sessionId.default,
  geoComplyToken: SETTINGS_SCHEMA.geoComplyToken.default,
  port: SETTINGS_SCHEMA.port.default,
  locale: SETTINGS_SCHEMA.locale.default,
  theme: SETTINGS_SCHEMA.theme.default,
  platform: SETTINGS_SCHEMA.platform.default,
  platformType: SETTINGS_SCHEMA.platformType.default,
  lobbyPlatform: SETTINGS_SCHEMA.lobbyPlatform.default,
  bundleID: SETTINGS_SCHEMA.bundleID.default,
  country: SETTINGS_SCHEMA.country.default,
  brand: SETTINGS_SCHEMA.brand.default,
  licenseType: SETTINGS_SCHEMA.licenseType.default,
  userStatuses: SETTINGS_SCHEMA.userStatuses.default,
  openGame: SETTINGS_SCHEMA.openGame.default,
  openGroup: SETTINGS_SCHEMA.openGroup.default,
  appVersion: SETTINGS_SCHEMA.appVersion.default,
  miniGameCoin: SETTINGS_SCHEMA.miniGameCoin.default,
  miniGameId: SETTINGS_SCHEMA.miniGameId.default,
  userBalance: SETTINGS_SCHEMA.userBalance.default,
  casinoCoin: SETTINGS_SCHEMA.casinoCoin.default,
  exchangeRate: SETTINGS_SCHEMA.exchangeRate.default,
  currency: SETTINGS_SCHEMA.currency.default,
  guestMode: SETTINGS_SCHEMA.guestMode.default,
  useCodeTitle: SETTINGS_SCHEMA.useCodeTitle.default,
  useFullScreenCasino: SETTINGS_SCHEMA.useFullScreenCasino.default,
  previewMode: SETTINGS_SCHEMA.previewMode.default,
  isWPTPlay: SETTINGS_SCHEMA.isWPTPlay.default,
  forceShowGameInfo: SETTINGS_SCHEMA.forceShowGameInfo.default,
  ccPreviewMode: SETTINGS_SCHEMA.ccPreviewMode.default,
  casinoJsonResponse: SETTINGS_SCHEMA.casinoJsonResponse.default,
  previewToken: SETTINGS_SCHEMA.previewToken.default,
  previewAt: SETTINGS_SCHEMA.previewAt.default,
});
