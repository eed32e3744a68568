/**
 * The content service's replies (SPEC §7, casino-api.ts), field by field as the types declare
 * them; each object's fields are checked by the compiler against its type (FieldsOf), so a
 * field added to a type does not compile until it has a schema. packages/api checks what it
 * fetches against these (an entry that does not fit is dropped with a warning, so one bad game
 * costs only itself); the preview checks an editor's pasted lobby reply with checkAll; the
 * service's own tests check its replies against toJsonSchema of the same.
 */
import {
  BLOCK_TYPES,
  BLOCK_WIDTHS,
  BONUS_TYPES,
  CARD_STYLES,
  LIMIT_PERIODS,
  LINK_TYPES,
  PLAY_EXCLUSION_KINDS,
  TILES_PER_ROW,
  VOLATILITIES,
  type ImagePair,
  type RawBanner,
  type RawBlock,
  type RawBonus,
  type RawFreeRound,
  type RawGame,
  type RawGameCard,
  type RawGameFacts,
  type RawJackpot,
  type RawPlayExclusion,
  type RawPlayerProtection,
  type RawProtectionLimit,
  type RawProtectionPolicy,
  type RawLabel,
  type RawLink,
  type RawLobbyResponse,
  type RawPage,
  type RawPokerBanner,
  type RawRecentGame,
  type RawSearchIndex,
  type RawSupplier,
} from '../casino-api';
import { LICENSE_TYPES, PLATFORMS, USER_STATUSES } from '../settings';
import {
  boolean,
  list,
  map,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  refine,
  string,
  unknown,
  type FieldsOf,
  type ListNode,
  type Schema,
  type Typed,
} from './schema';

/** Replies carry long texts (descriptions, URLs with tokens): no bound of the shell's size. */
const text = /*#__PURE__*/ string({ maxLength: Number.POSITIVE_INFINITY });
const texts = /*#__PURE__*/ list(text);
const finite = /*#__PURE__*/ number();
const isoDate = /*#__PURE__*/ refine(text, (value) => !Number.isNaN(Date.parse(value)), {
  issue: 'notADate',
  name: 'date',
});

/** A list of entries where one that does not fit is dropped (and reported), not the reply. */
const entries = <T>(entry: Schema<T>) => list(entry, { dropInvalid: true });

const imagePair = /*#__PURE__*/ object({
  desktop: nullable(text),
  mobile: nullable(text),
} satisfies FieldsOf<ImagePair>);

const gameCardFields = {
  code: text,
  title: nullable(text),
  rawTitle: text,
  info: nullable(text),
  // A card of a reply sized to the screen leaves out groups and bets (RawGameCard).
  groups: optional(list(object({ name: text, slug: text }))),
  supplier: text,
  mobile: boolean(),
  desktop: boolean(),
  supportsFreeRounds: boolean(),
  isActive: boolean(),
  image: imagePair,
  bets: optional(nullable(object({ min: finite, max: finite }))),
  ios: boolean(),
  aggregator: optional(nullable(text)),
  servingMethod: optional(nullable(oneOf(['remote', 'local']))),
  orientation: optional(nullable(oneOf(['auto', 'landscape', 'portrait']))),
  position: optional(nullable(oneOf(['left', 'right']))),
  casinoCoin: optional(nullable(boolean())),
  releasedAt: isoDate,
  featuredImage: nullable(imagePair),
  labels: texts,
  tableId: nullable(text),
  loadingTimeoutInSeconds: nullable(finite),
  supportedLocales: texts,
  lobbyUrl: nullable(text),
  playingCount: finite,
  loadingImage: optional(nullable(object({ landscape: nullable(text), portrait: nullable(text) }))),
  hasDemo: optional(boolean()),
  jackpot: optional(
    nullable(object({ amount: finite, perSecond: finite, at: isoDate } satisfies FieldsOf<RawJackpot>)),
  ),
} satisfies FieldsOf<RawGameCard>;

const gameCard = /*#__PURE__*/ object(gameCardFields);

export const RAW_GAME = /*#__PURE__*/ object({
  ...gameCardFields,
  groups: list(object({ name: text, slug: text })),
  bets: nullable(object({ min: finite, max: finite })),
  facts: optional(
    nullable(
      object({
        rtp: nullable(finite),
        volatility: nullable(oneOf(VOLATILITIES)),
        maxWin: nullable(finite),
        lines: nullable(finite),
        ways: nullable(finite),
        rules: nullable(text),
      } satisfies FieldsOf<RawGameFacts>),
    ),
  ),
} satisfies FieldsOf<RawGame>);

const bannerFields = {
  id: text,
  title: text,
  description: optional(nullable(text)),
  buttonText: optional(nullable(text)),
  image: imagePair,
  games: texts,
  labels: texts,
  link: nullable(text),
} satisfies FieldsOf<RawBanner>;

const block = /*#__PURE__*/ object({
  id: text,
  type: oneOf(BLOCK_TYPES),
  slug: text,
  heading: text,
  showMore: boolean(),
  gameCount: optional(finite),
  width: oneOf(BLOCK_WIDTHS),
  tilesPerRow: oneOf(TILES_PER_ROW),
  cardStyle: oneOf(CARD_STYLES),
  games: texts,
  banners: texts,
  pokerBanners: texts,
  suppliers: texts,
  labels: texts,
  startDate: nullable(isoDate),
  endDate: nullable(isoDate),
  platforms: list(oneOf(PLATFORMS)),
  audiences: list(oneOf(USER_STATUSES)),
} satisfies FieldsOf<RawBlock>);

/** SPEC §7 "GET casino": the reply the catalogue renders. */
export const RAW_LOBBY_RESPONSE = /*#__PURE__*/ object({
  pages: entries(object({ id: text, slug: text, title: text, blocks: texts } satisfies FieldsOf<RawPage>)),
  links: entries(
    object({
      id: text,
      slug: text,
      type: oneOf(LINK_TYPES),
      game: nullable(text),
      pageTitle: text,
      url: nullable(text),
      startDate: nullable(isoDate),
      endDate: nullable(isoDate),
    } satisfies FieldsOf<RawLink>),
  ),
  locale: text,
  lobbyPlatform: nullable(text),
  region: text,
  blocks: entries(block),
  suppliers: entries(
    object({ code: text, name: text, images: imagePair, gameCount: optional(finite) } satisfies FieldsOf<RawSupplier>),
  ),
  labels: entries(object({ id: text, title: text, images: imagePair } satisfies FieldsOf<RawLabel>)),
  games: entries(gameCard),
  gameCount: optional(finite),
  banners: entries(object(bannerFields)),
  pokerBanners: entries(object({ ...bannerFields, pokerGameId: finite } satisfies FieldsOf<RawPokerBanner>)),
  showNavigation: boolean(),
  showSearch: boolean(),
  maintenanceMode: boolean(),
  country: nullable(text),
  currency: nullable(text),
} satisfies FieldsOf<RawLobbyResponse>);

/** A `{ data: [...] }` reply. */
const dataOf = <T>(entry: Schema<T>) => object({ data: entries(entry) });

export const BONUSES_REPLY = /*#__PURE__*/ dataOf(
  object({
    id: text,
    type: oneOf(BONUS_TYPES),
    status: oneOf(['active', 'expired', 'pending']),
    consumed: boolean(),
    title: text,
    description: text,
    image: imagePair,
    games: texts,
    gameProvider: nullable(text),
    expiresAt: nullable(text),
    wageringRequired: optional(nullable(finite)),
    wageringDone: optional(nullable(finite)),
  } satisfies FieldsOf<RawBonus>),
);

/** GET games and GET games/search: a page of games and how many match (the page's length when absent). */
export const GAMES_PAGE_REPLY = /*#__PURE__*/ object({ data: entries(RAW_GAME), total: optional(finite) });

export const FREE_ROUNDS_REPLY = /*#__PURE__*/ dataOf(
  object({ code: text, aggregator: text, rounds: finite, expiresAt: nullable(text) } satisfies FieldsOf<RawFreeRound>),
);

export const RECENT_GAMES_REPLY = /*#__PURE__*/ dataOf(
  object({ gameId: text, playedTimestampMs: finite } satisfies FieldsOf<RawRecentGame>),
);

/** Game keys. */
export const FAVOURITES_REPLY = /*#__PURE__*/ dataOf(text);

/**
 * The search index's fields and dictionaries. Its rows are read by the domain's
 * searchEntriesOf, which skips a malformed row by itself: checking 20,000 of them twice would
 * cost the main thread for nothing.
 */
export const SEARCH_INDEX_REPLY = /*#__PURE__*/ object({
  locale: text,
  total: finite,
  serverSearch: boolean(),
  suppliers: list(object({ code: text, name: text })),
  groups: texts,
  // A list, as the rows' reader needs; the rows are its to check.
  games: list(unknown()) as unknown as Typed<ListNode, RawSearchIndex['games']>,
} satisfies FieldsOf<RawSearchIndex>);

export const LAUNCH_REPLY = /*#__PURE__*/ object({ url: text });

/**
 * POST games/launch refused with 403 by player protection (issue #34): the gate's reason and when
 * the refusal ends (the break's end or the loss limit's reset; null: no end). The error body's
 * other fields (statusCode, error, message) are not read.
 */
export const LAUNCH_REFUSAL_REPLY = /*#__PURE__*/ object({
  reason: oneOf(['coolOff', 'selfExcluded', 'lossLimit']),
  until: nullable(isoDate),
});

const protectionLimit = /*#__PURE__*/ nullable(
  object({
    amount: finite,
    used: finite,
    period: oneOf(LIMIT_PERIODS),
    resetsAt: isoDate,
  } satisfies FieldsOf<RawProtectionLimit>),
);

/** GET /api/player/protection (issue #34): the licence type's policy and the player's state. */
export const PLAYER_PROTECTION_REPLY = /*#__PURE__*/ object({
  policy: object({
    licenseType: nullable(text),
    sessionClock: boolean(),
    realityCheckSeconds: nullable(number({ min: 1 })),
    limitsUrl: nullable(text),
    helpUrl: nullable(text),
  } satisfies FieldsOf<RawProtectionPolicy>),
  sessionStartedAt: isoDate,
  depositLimit: protectionLimit,
  lossLimit: protectionLimit,
  exclusion: nullable(
    object({ kind: oneOf(PLAY_EXCLUSION_KINDS), until: nullable(isoDate) } satisfies FieldsOf<RawPlayExclusion>),
  ),
} satisfies FieldsOf<RawPlayerProtection>);

/** GET licenses (SPEC §7): the licence type; anything else is the SPEC's fallback. */
export const LICENSE_REPLY = /*#__PURE__*/ object({ licenseType: oneOf(LICENSE_TYPES) });

/** The proxy config document (SPEC §7 first row): key → base URLs. */
export const PROXY_CONFIG = /*#__PURE__*/ object({ config: object({ proxies: record(texts) }) });

/** The translation distribution's manifest: its cache-busting stamp, a number or a text. */
export const TRANSLATION_MANIFEST = /*#__PURE__*/ object({
  timestamp: map(
    unknown(),
    (value) =>
      typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : undefined,
    {
      issue: 'wrongType',
      name: 'timestamp',
      json: { anyOf: [{ type: 'string' }, { type: 'number' }] },
    },
  ),
});
