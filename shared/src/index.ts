export {
  AFTER_PAINT_ELEMENT_ID,
  BOOT_DATA_ELEMENT_ID,
  BUNDLED_REMOTES,
  EXPOSED_MODULE,
  FIRST_LOBBY_ELEMENT_ID,
  FIRST_TEXTS_ELEMENT_ID,
  FIRST_VIEW_ELEMENT_ID,
  LOBBY_CONTAINER_ID,
  REGISTRY_PATH,
  RELEASE_DESCRIPTOR,
  REMOTE_IDS,
  REMOTES_META_NAME,
  federationName,
  isRemoteId,
} from './federation';
export type {
  BootData,
  FirstDomainConfigReply,
  FirstLicenseReply,
  FirstLobbyReply,
  FirstTexts,
  FirstViewInput,
  HostProvides,
  ReleaseEntry,
  ReleaseRequirements,
  RemoteId,
  RemoteRegistry,
  RenderFirstView,
} from './federation';
export { BUS_HELD_UNTIL_READ, BUS_REPLAY, DEFAULT_BALANCES, GUEST_SESSION } from './bus';
export { BUS_OWNERS } from './busOwners';
export type { BusParty } from './busOwners';
export type {
  ActionSource,
  Bonus,
  BonusesState,
  BusEventMap,
  BusEventType,
  DownloadBannerInfo,
  ImageHostMap,
  FreeRound,
  GameLaunch,
  GameWindowKind,
  LobbyBus,
  LobbyData,
  LobbyLoadState,
  LaunchUrlResult,
  PlayerActionRefusal,
  RecentGame,
  RemoteFallback,
  RemoteLoadFailure,
  RemoteStates,
  Session,
  ShellFrame,
} from './bus';
export {
  LOBBY_SOURCE,
  SHELL_DROP_REASONS,
  SHELL_SOURCE,
  SHELL_TO_LOBBY_TYPES,
  isLobbyToShellType,
  isShellToLobbyType,
} from './shell-protocol';
export type {
  GameRef,
  LobbyToShellMessage,
  LobbyToShellType,
  LobbyWireMessage,
  NavigateType,
  ShellDropReason,
  ShellRecord,
  ShellToLobbyMessage,
  ShellToLobbyType,
  ShellTransportKind,
  ShellWireMessage,
} from './shell-protocol';
export { MAX_MESSAGE_ID_LENGTH, MESSAGE_ID_PATTERN, MESSAGE_ID_SOURCE } from './messageIds';
export {
  GAME_CODE_ITEM_SOURCE,
  GAME_KEY_ITEM_SOURCE,
  GAME_KEY_PATTERN,
  GAME_KEY_SEPARATOR,
  GAME_KEY_SOURCE,
  MAX_GAME_KEY_LENGTH,
} from './gameKey';
export { LICENSE_TYPES, LOCALES, PLATFORMS, THEMES, USER_STATUSES } from './settings';
export type { LicenseType, LobbySettings, Locale, Platform, PlatformType, ThemeName, UserStatus } from './settings';
// Boundary schemas (schema/README.md): the language, its two interpreters, and each boundary's schema.
export { boolean, list, nullable, number, object, oneOf, optional, record, string, withDefault } from './schema/schema';
export type { Node as SchemaNode, Schema, SchemaIssue } from './schema/schema';
export { check, checkAll, describeFailure, parseFields, toQueryParams } from './schema/check';
export type { FieldsInput, SchemaFailure } from './schema/check';
export { toJsonSchema } from './schema/toJsonSchema';
export { findForbiddenKey, isPlainObject, ownValue } from './schema/plainData';
export { matchLocale } from './schema/locale';
export { APP_VERSION_PATTERN, LOBBY_QUERY, SETTINGS } from './schema/settings';
export { SHELL_PAYLOAD_SCHEMAS } from './schema/shellPayloads';
export { STORED_VALUES } from './schema/storage';
export {
  BONUSES_REPLY,
  FAVOURITES_REPLY,
  FREE_ROUNDS_REPLY,
  GAMES_PAGE_REPLY,
  LAUNCH_REFUSAL_REPLY,
  LAUNCH_REPLY,
  LICENSE_REPLY,
  PLAYER_PROTECTION_REPLY,
  PROXY_CONFIG,
  RAW_LOBBY_RESPONSE,
  RECENT_GAMES_REPLY,
  SEARCH_INDEX_REPLY,
  TRANSLATION_MANIFEST,
} from './schema/replies';
export { REGISTRY_ENTRY } from './schema/registry';
export type { RemoteAppProps } from './remote-app';
export {
  BLOCK_TYPES,
  BLOCK_WIDTHS,
  CARD_STYLES,
  LIMIT_PERIODS,
  LOBBY_BLOCK_GAMES,
  PLAY_EXCLUSION_KINDS,
  PLAY_MODES,
  PREVIEW_TOKEN_HEADER,
  SUPPLIERS,
  TILES_PER_ROW,
  VOLATILITIES,
} from './casino-api';
export type {
  BlockType,
  BlockWidth,
  BonusType,
  CardStyle,
  ImagePair,
  LinkType,
  PlayMode,
  RawBanner,
  RawBlock,
  RawBonus,
  RawFreeRound,
  RawGame,
  RawGameCard,
  RawGameFacts,
  RawGamesPage,
  RawJackpot,
  RawLabel,
  RawLink,
  RawLobbyResponse,
  RawPage,
  RawPlayExclusion,
  RawPlayerProtection,
  RawPokerBanner,
  RawProtectionLimit,
  RawProtectionPolicy,
  RawRecentGame,
  RawSearchIndex,
  RawSearchIndexRow,
  RawSupplier,
  SupplierCode,
  TilesPerRow,
  Volatility,
} from './casino-api';
export { HEADER_REMOTE, MAINTENANCE_PATH, REMOTE_ROUTES, RESIDENT_REMOTE } from './routes';
export { GAME_SOURCE, GAME_WINDOW_EVENT_TYPES } from './game-window';
export type { GameWindowEvent, GameWindowEventType, GameWindowMessage, ParentGameWindowEventType } from './game-window';
export {
  ANALYTICS_BATCH_PATH,
  ANALYTICS_EVENT_NAMES,
  ANALYTICS_KEY_META,
  ANALYTICS_WRITE_KEY_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  RANDOM_ID_PATTERN,
} from './analytics';
export type { AnalyticsBatch, AnalyticsEvent, AnalyticsEventName, AnalyticsProps } from './analytics';
export { ANALYTICS_SCHEMAS, MAX_ANALYTICS_BATCH_EVENTS, MAX_ANALYTICS_PROPS, MAX_ANALYTICS_TEXT } from './schema/analytics';
