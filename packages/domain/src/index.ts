// @lobby/domain: the lobby's rules as pure functions (SPEC §§2–9). Re-exports only.

// Constants (SPEC §9)
export {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_MS,
  ANALYTICS_IDENTITY_COOKIE_DAYS,
  ANALYTICS_MAX_BATCH_BYTES,
  ANALYTICS_MAX_REQUEST_BYTES,
  ANALYTICS_MAX_RETRIES,
} from './constants/analytics';
export {
  DEFAULT_APP_VERSION,
  DEFAULT_ENVIRONMENT,
  DEFAULT_LOCALE,
  FALLBACK_CURRENCY,
  FALLBACK_LOCALE,
  MIN_ID_RANDOM_BYTES,
  STORAGE_MAX_WRITE_RETRIES,
} from './constants/defaults';
export {
  BASE_WIDTH,
  DESKTOP_IFRAME_WIDTH,
  DESKTOP_POPUP_HEIGHT,
  NAVIGATION_HEIGHT,
  NAVIGATION_HISTORY_LIMIT,
  SLIDER_END_OFFSET_MAX,
  SLIDER_END_OFFSET_MIN,
  SLIDER_RATIO,
  SLIDER_SHOW_ALL_THRESHOLD,
  SLIDER_SIZE,
  SLIDES_PER_VIEW,
} from './constants/layout';
export {
  HEADER_DEFAULT_TIMEOUT_MS,
  LICENSE_TIMEOUT_MS,
  MAX_RETRIES,
  MAX_RETRIES_NO_RESPONSE,
  PROXY_TIMEOUTS_MS,
  RETRYABLE_METHODS,
  RETRYABLE_STATUS_RANGES,
  RETRY_AFTER_MAX_MS,
  RETRY_BASE_DELAY_MS,
} from './constants/network';
export {
  FAKE_PLAYER_COUNT_MAX,
  FAKE_PLAYER_COUNT_MAX_STEP,
  FAKE_PLAYER_COUNT_MIN,
  INDIVIDUAL_PLAYER_COUNT_REFRESH_MS,
  PLAYER_COUNT_CACHE_MS,
  PLAYER_COUNT_REFRESH_MS,
} from './constants/playerCounts';
export {
  CALLBACK_QUEUE_DELAY_MS,
  DEFAULT_LOADING_TIMEOUT_S,
  EXIT_LOADING_FALLBACK_MS,
  GAME_LOAD_COMPLETE_DELAY_MS,
  GAME_READY_TRACKING_DEBOUNCE_MS,
  LAUNCH_DEBOUNCE_MS,
  LOCALHOST_CACHE_RESPONSE_TIMEOUT,
  MAINTENANCE_TIMEOUT_MS,
  ONBOARDING_ANIMATION_MS,
  PROGRESS_TICK_MS,
  RESIZE_THROTTLE_MS,
  SLEEP_HELPER_DELAY_MS,
  ZOOM_RECALC_COUNT,
  ZOOM_RECALC_INTERVAL_MS,
} from './constants/timing';
export { navigationHeight, zoomFactor } from './layout/layoutRules';

// Entities
export type {
  Banner,
  Block,
  Game,
  GameOrientation,
  GamePosition,
  Label,
  Link,
  Lobby,
  Page,
  PokerBanner,
  ServingMethod,
  Supplier,
} from './entities/types';
export { MAIN_AGGREGATOR, normaliseAggregator } from './entities/aggregator';
export { gameKey, normaliseGameKey, parseGameKey } from './entities/gameKey';
export type { GameCodeRef } from './entities/gameKey';
export { cleanRawTitle, gameTitle } from './entities/gameTitle';
export { isWithinWindow } from './entities/dateWindow';
export { VISIBILITY_AUDIENCES, isVisibleToAudience, visitorStatuses } from './entities/audience';
export type { AudienceContext } from './entities/audience';
export { isBlockAvailableOnPlatform, isGameAvailableOnPlatform } from './entities/platformAvailability';

// Lobby normalisation
export { normaliseLobby } from './lobby/normaliseLobby';
export type { NormaliseLobbyOptions } from './lobby/normaliseLobby';
export { normaliseGame } from './lobby/normaliseGame';
export { BLOCK_CONTENT_REQUIREMENTS, hasRequiredContent } from './lobby/blockRequirements';
export type { BlockContentRequirement } from './lobby/blockRequirements';
export { createGameIndex } from './lobby/gameIndex';
export type { GameIndex } from './lobby/gameIndex';

// Sorting
export { DEFAULT_SORT, SORT_FIELDS, SORT_OPTIONS, createCollator, isSortOption, sortGames } from './sorting/sortGames';
export type { SortField, SortGamesOptions, SortOption, SortableGame } from './sorting/sortGames';

// Bonuses
export { availabilityFrom, filterBonuses } from './bonuses/filterBonuses';
export type { Bonus, FilterBonusesOptions } from './bonuses/filterBonuses';

// Settings
export type {
  EnumField,
  FieldKind,
  FieldPattern,
  FlagField,
  LocaleField,
  MultiEnumField,
  NullableEnumField,
  NullableTextField,
  NumberField,
  SettingsField,
  SettingsKey,
  SettingsSchema,
  TextField,
} from './settings/fields';
export {
  APP_VERSION_PATTERN,
  DEFAULT_BRAND_CODE,
  DEFAULT_SETTINGS,
  DEV_SESSION_ID,
  DEV_USER_ID,
  SETTINGS_FIELDS,
  SETTINGS_KEYS,
  SETTINGS_SCHEMA,
} from './settings/schema';
export { NULL_LITERAL, parseFieldValue } from './settings/parseFieldValue';
export type { FieldIssue, FieldResult, FieldValue } from './settings/parseFieldValue';
export { parseSettings, parseSettingsWithIssues } from './settings/parseSettings';
export type { ParsedSettings, SettingsInput, SettingsIssue } from './settings/parseSettings';
export { validateSettingsField } from './settings/validateSettingsField';
export { serialiseSettings } from './settings/serialiseSettings';
export type { SerialiseSettingsOptions } from './settings/serialiseSettings';
export { isChineseLocale, isSupportedLocale, matchLocale, resolveLocale } from './settings/locale';

// Brand, region, licence
export {
  BRANDS,
  BRAND_REGIONS,
  DEFAULT_REGION,
  REGIONS,
  REGION_LICENSE_CODES,
  brandOfRegion,
  isBrand,
  isRegion,
  licenseCodeOfRegion,
  regionOfBrand,
  resolveBrand,
  resolveRegion,
} from './brand/brand';
export type { Brand, BrandInput, Region } from './brand/brand';

// Poker
export {
  POKER_GAMES,
  POKER_GAME_IDS,
  POKER_GAME_ID_LIST,
  isPokerGameId,
  pokerGameById,
  pokerGameDisplayName,
} from './poker/pokerGames';
export type { PokerGame, PokerGameId, PokerGameName } from './poker/pokerGames';

// Game launch
export { LAUNCH_URL_RULES, adjustLaunchUrl } from './launch/adjustLaunchUrl';
export type { LaunchUrlContext } from './launch/adjustLaunchUrl';
export {
  NATIVE_MINI_GAME_AGGREGATOR,
  SUPPORTED_MINI_GAME_IDS,
  checkNativeMiniGameId,
  unsupportedMiniGameWarning,
} from './launch/nativeMiniGame';
export type { MiniGameCheck } from './launch/nativeMiniGame';
export { parseLoadingTimeout } from './launch/loadingTimeout';
export {
  LOADING_MESSAGE_KEYS,
  MAX_PROGRESS_BEFORE_LOAD,
  PROGRESS_AT_TIMEOUT,
  loadingMessageKey,
  loadingProgress,
} from './launch/loadingProgress';
export type { LoadingMessageKey } from './launch/loadingProgress';
export {
  NATIVE_AGGREGATOR,
  invalidCredentialsStatusText,
  launchesAfterLoad,
  planGameLaunch,
} from './launch/planGameLaunch';
export type { LaunchContext, LaunchPlan } from './launch/planGameLaunch';

// Navigation
export {
  INVALID_TARGET_WARNING,
  NAVIGATE_DURING_GAME_WARNING,
  decideNavigation,
  isValidNavigationTarget,
} from './navigation/navigationRequest';
export type { NavigationDecision, NavigationState } from './navigation/navigationRequest';
export { NO_LISTING_BLOCK_TYPES, blockListingPath, hasListing } from './navigation/blockPaths';
export type { ListableBlock } from './navigation/blockPaths';
export { HOME_PAGE_SLUG, ROOT_PATH, resolveNavigationTarget } from './navigation/resolveNavigationTarget';
export { linkAction } from './navigation/linkAction';
export type { LinkAction } from './navigation/linkAction';
export type { NavigationCatalogue } from './navigation/resolveNavigationTarget';

// Deep links
export { SHELL_MESSAGE_NAMES, isShellMessageName } from './deepLinks/shellMessageNames';
export type { ShellMessageName } from './deepLinks/shellMessageNames';
export { DEEP_LINK_DATA_SEPARATOR, buildDeepLink, parseDeepLink } from './deepLinks/deepLink';
export type { DeepLink, DeepLinkData } from './deepLinks/deepLink';

// Slider, search, patterns, player counts
export { sliderLayout, slidesPerView } from './slider/sliderLayout';
export type { SliderLayout } from './slider/sliderLayout';
export { SEARCH_MIN_LENGTH, validateSearchQuery } from './search/searchQuery';
export type { SearchQueryCheck, SearchQueryRefusal } from './search/searchQuery';
export {
  ALPHANUMERIC_UNDERSCORE_PATTERN,
  URL_PROTOCOLS,
  isAllowedUrl,
  isAlphanumericUnderscore,
} from './validation/patterns';
export { applyPlayerCountChange, initialFakePlayerCount, nextFakePlayerCount } from './playerCounts/fakePlayerCount';
export type { PlayerCountChange } from './playerCounts/fakePlayerCount';
