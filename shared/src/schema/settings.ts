/**
 * The settings (SPEC §3 "Settings and preview fields", §5 "Query parameters") and the lobby
 * call's query string (SPEC §7 "GET casino"), from one set of field rules: a value the
 * settings accept is one the lobby query accepts, so the browser never sends the content
 * service a value it refuses, and the service ignores a malformed one as the browser does.
 * The defaults are packages/domain's (DEFAULT_SETTINGS, SPEC §3 and §9).
 *
 * Top-level schemas are marked pure so a bundle that does not use one leaves it out.
 */
import {
  LICENSE_TYPES,
  LOCALES,
  PLATFORMS,
  PLATFORM_TYPES,
  THEMES,
  USER_STATUSES,
  type LobbySettings,
} from '../settings';
import { MAX_LOCALE_TAG_LENGTH, matchLocale } from './locale';
import {
  boolean,
  list,
  map,
  nullable,
  number,
  object,
  oneOf,
  optional,
  refine,
  string,
  withDefault,
  type FieldsOf,
} from './schema';

/** SPEC §5: 1–2 digits, dot, 1–2 digits, dot, 1–2 digits. */
export const APP_VERSION_PATTERN = /^\d{1,2}\.\d{1,2}\.\d{1,2}$/u;

/** Geo-compliance tokens are signed blobs; real ones stay well below this. */
export const MAX_GEO_TOKEN_LENGTH = 16_384;

/** An ISO 3166 alpha-2 code, either case: what the service keys its licences by. */
const COUNTRY = /*#__PURE__*/ string({ pattern: /^[A-Za-z]{2}$/u });
const BRAND = /*#__PURE__*/ string({ pattern: /^[A-Za-z0-9_-]{1,32}$/u });
const BUNDLE_ID = /*#__PURE__*/ string({ pattern: /^[A-Za-z0-9._-]{1,120}$/u });
const LOBBY_PLATFORM = /*#__PURE__*/ string({ nonBlank: true, maxLength: 120 });
/** SPEC §5: every status known, matched case-insensitively, given back in canonical spelling. */
const USER_STATUS = /*#__PURE__*/ oneOf(USER_STATUSES, { ignoreCase: true });

/** Date and time with seconds optional and an explicit offset: an instant, whatever the reader's zone. */
const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/u;

/** Date.parse rolls 30 February over into March; an instant must name a real day. */
function isInstant(text: string): boolean {
  if (!INSTANT_PATTERN.test(text) || Number.isNaN(Date.parse(text))) return false;
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

const text = (maxLength?: number) => string({ nonBlank: true, maxLength });

/**
 * The settings, in the order the preview form shows them. A nullable key is cleared by null
 * (or the query's literal 'null'); every other invalid value is ignored with the default kept
 * (parseFields). Numbers carry the form's step (SPEC §5: balance and coin step 0.01).
 */
export const SETTINGS = /*#__PURE__*/ object({
  userId: nullable(text()),
  sessionId: nullable(text()),
  geoComplyToken: nullable(text(MAX_GEO_TOKEN_LENGTH)),
  port: nullable(text()),
  // A supported locale or a game-app code, given back as the lobby locale it maps to.
  locale: map(string({ maxLength: MAX_LOCALE_TAG_LENGTH }), (value) => matchLocale(value) ?? undefined, {
    issue: 'notAnOption',
    name: 'locale',
  }),
  theme: oneOf(THEMES),
  platform: oneOf(PLATFORMS),
  platformType: oneOf(PLATFORM_TYPES),
  lobbyPlatform: nullable(LOBBY_PLATFORM),
  bundleID: nullable(BUNDLE_ID),
  country: nullable(COUNTRY),
  brand: BRAND,
  licenseType: nullable(oneOf(LICENSE_TYPES)),
  userStatuses: nullable(list(USER_STATUS, { commaSeparated: true, unique: true, minItems: 1 })),
  openGame: nullable(text()),
  openGroup: nullable(text()),
  appVersion: string({ pattern: APP_VERSION_PATTERN }),
  miniGameCoin: number({ min: 0, step: 0.01 }),
  miniGameId: number({ min: 0, step: 1 }),
  userBalance: number({ min: 0, step: 0.01 }),
  casinoCoin: number({ min: 0, step: 0.01 }),
  exchangeRate: number({ min: 1, step: 0.01 }),
  currency: nullable(text()),
  guestMode: boolean(),
  useCodeTitle: boolean(),
  useFullScreenCasino: boolean(),
  previewMode: boolean(),
  isWPTPlay: boolean(),
  forceShowGameInfo: boolean(),
  ccPreviewMode: boolean(),
  openGamesInNewTab: boolean(),
  // A whole lobby reply (an editor's paste): no length of its own beyond its carrier's.
  casinoJsonResponse: nullable(text(Number.POSITIVE_INFINITY)),
  previewToken: nullable(text()),
  previewAt: nullable(
    refine(string({ maxLength: 40 }), isInstant, {
      issue: 'notAnInstant',
      name: 'instant',
      json: { pattern: INSTANT_PATTERN.source },
    }),
  ),
} satisfies FieldsOf<LobbySettings>);

/**
 * GET /api/v1/casino/lobby's query string (SPEC §7), in the order the lobby sends it. The
 * service fills the defaults and ignores a value that does not fit (the field's default or
 * nothing then); the lobby leaves out a value that does not fit (toQueryParams). `at`, an
 * editor's preview instant, is checked further by the route with the settings' previewAt rule.
 */
export const LOBBY_QUERY = /*#__PURE__*/ object({
  locale: withDefault(oneOf(LOCALES), 'en'),
  devicePlatform: withDefault(oneOf(PLATFORMS), 'desktop'),
  country: optional(COUNTRY),
  licenseType: optional(oneOf(LICENSE_TYPES)),
  brand: optional(BRAND),
  userStatuses: optional(
    list(USER_STATUS, { commaSeparated: true, unique: true, minItems: 1, maxItems: USER_STATUSES.length }),
  ),
  useCodeTitle: withDefault(boolean(), true),
  isIos: withDefault(boolean(), false),
  lobbyPlatform: optional(LOBBY_PLATFORM),
  at: optional(string({ maxLength: 40 })),
});
