// @lobby/domain: the lobby's rules as pure functions (SPEC §§2–9). Re-exports only, and
// only what another workspace imports: index.test.ts fails on any other export. Rules no
// one outside uses yet stay in their modules, with their tests, until a first import.

// Constants (SPEC §9)
export { DEFAULT_APP_VERSION, FALLBACK_LOCALE } from './constants/defaults';
export {
  BASE_WIDTH,
  MIN_TILE_WIDTH,
  NAVIGATION_HEIGHT,
  NAVIGATION_HISTORY_LIMIT,
  PAGE_MAX_WIDTH_PX,
} from './constants/layout';
export {
  APP_CONFIG_APP,
  LICENSE_TIMEOUT_MS,
  MAX_RETRIES,
  MAX_RETRIES_NO_RESPONSE,
  PROXY_TIMEOUTS_MS,
  RETRYABLE_METHODS,
  RETRYABLE_STATUS_RANGES,
  RETRY_AFTER_MAX_MS,
  RETRY_BASE_DELAY_MS,
} from './constants/network';
export { PLAYER_COUNT_REFRESH_MS } from './constants/playerCounts';
export {
  EXIT_LOADING_FALLBACK_MS,
  LAUNCH_DEBOUNCE_MS,
  MAINTENANCE_TIMEOUT_MS,
  ONBOARDING_ANIMATION_MS,
  PROGRESS_TICK_MS,
  RESIZE_THROTTLE_MS,
  TRANSLATIONS_WAIT_MS,
  ZOOM_RECALC_COUNT,
  ZOOM_RECALC_INTERVAL_MS,
} from './constants/timing';
export { LAYOUT_PLATFORM_MEDIA, blockShare, layoutPlatform, topChromeHeights, zoomFactor } from './layout/layoutRules';

// Entities
export type { Banner, Block, Game, Link, Lobby, Page, Supplier } from './entities/types';
export { normaliseAggregator } from './entities/aggregator';
export { comparableGameKey, comparableKeyOf, foldGameCode, gameKey, parseGameKey } from './entities/gameKey';
export { routeRemote } from './navigation/routeRemote';
export { mergeRecentGames } from './entities/recentGames';
export { gameTitle } from './entities/gameTitle';
export type { GameCodeRef } from './entities/gameKey';
export { isBlockAvailableOnPlatform } from './entities/platformAvailability';
export { imageFor } from './entities/imageFor';
export { framedImageDisplay, imageSources, parseArtworkFile } from './images/imageSources';
export type { ImageDisplay } from './images/imageSources';
export {
  blockArtworkLoading,
  firstViewBlockCount,
  firstViewFetches,
  itemArtworkLoading,
} from './images/artworkLoading';
export { blockCardStyle, blockTileLayout, firstRowTiles, tileImage, tileViewportShare } from './images/tileArtwork';
export { BANNERS_PER_ROW, MIN_BANNER_WIDTH_PX, bannerImageDisplay } from './images/bannerArtwork';
export { leadImage } from './images/leadImage';
export type { TileLayout } from './images/tileArtwork';
export type { ArtworkLoading } from './images/artworkLoading';
export { favouriteKeySet, isFavouriteKey } from './entities/favouriteKeys';
export { isSignedIn } from './entities/session';

// Lobby normalisation
export { normaliseLobby } from './lobby/normaliseLobby';
export { createGameIndex } from './lobby/gameIndex';
export { nextWindowChange } from './lobby/nextWindowChange';
export { gamesScope, normaliseGamesOf } from './lobby/gamesScope';
export type { GamesScope } from './lobby/gamesScope';
export { lobbyRequestOf, lobbyRequestParams } from './lobby/lobbyRequest';
export type { LobbyRequest } from './lobby/lobbyRequest';
export { domainConfigQueryOf } from './lobby/domainConfigRequest';
export type { DomainConfigQuery } from './lobby/domainConfigRequest';
export { licenceQueryOf, withLicenseType } from './brand/licenceRequest';
export type { LicenceQuery } from './brand/licenceRequest';
export { mergeStartupSettings } from './settings/startupSettings';
export type { StartupSettingsSources } from './settings/startupSettings';
export { mergeWithRemembered } from './settings/rememberedSettings';
export { servedLaunchUrl } from './launch/localGameServer';
export type { RememberedSession, RememberedValues } from './settings/rememberedSettings';
export { remapBonusImages, remapGameImages, remapLobbyImages } from './images/imageHosts';
export type { GameIndex } from './lobby/gameIndex';

// Sorting
export { DEFAULT_SORT, SORT_OPTIONS, createCollator, isSortOption, sortGames } from './sorting/sortGames';
export type { SortOption } from './sorting/sortGames';

// Bonuses
export { availabilityIn, filterBonuses } from './bonuses/filterBonuses';
export { expiryCountdown, wageringPercent } from './bonuses/bonusProgress';
export type { ExpiryCountdown } from './bonuses/bonusProgress';

// Money, numbers and dates, in the player's locale
export { formatMoney } from './money/formatMoney';
export { displayCurrency } from './money/currency';
export { formatNumber, formatPercent } from './format/formatNumber';
export { formatDate } from './format/formatDate';

// Badges, jackpots and game facts on tiles and the info panel (issue #34)
export { gameBadges, nextBadgeChangeMs } from './badges/gameBadges';
export type { GameBadge } from './badges/gameBadges';
export { jackpotAmountAt } from './jackpot/jackpotAmount';
export { formatRtp, knownGameFacts } from './facts/gameFacts';

// Settings
export { DEFAULT_SETTINGS, DEV_SESSION_ID, DEV_USER_ID } from './settings/schema';
export { SETTINGS_FIELDS } from './settings/schema';
export type { FieldIssue } from './settings/validateSettingsField';
export type { SettingsField, SettingsKey } from './settings/fields';
export { SETTINGS_SCHEMA } from './settings/schema';
export { parseSettingsWithIssues } from './settings/parseSettings';
export { pathBelowPlatform, pathPlatform, withFixedPlatform } from './settings/fixedPlatform';
export { validateSettingsField } from './settings/validateSettingsField';
export { isSupportedLocale, resolveLocale } from './settings/locale';

// Brand, region, licence
export { BRANDS, DEFAULT_LICENSE_TYPE, brandTitleImagePath, resolveBrand, resolveRegion } from './brand/brand';
export type { Brand } from './brand/brand';

// Poker
export { pokerGameDisplayName } from './poker/pokerGames';

// Game launch
export { invalidCredentialsStatusText, planGameLaunch } from './launch/planGameLaunch';
export { checkNativeMiniGameId, NATIVE_MINI_GAME_AGGREGATOR, SUPPORTED_MINI_GAME_IDS } from './launch/nativeMiniGame';
export type { LaunchPlan } from './launch/planGameLaunch';
export { launchContextOf } from './launch/launchContext';
export { isProtectionRefusal, launchRefusalOf, launchRefusalStatusText } from './launch/launchRefusal';
export type { LaunchRefusal } from './launch/launchRefusal';
// Editors' preview
export {
  injectedLobbyJson,
  instantLacksToken,
  isEditorPreview,
  previewInstant,
  windowNote,
} from './preview/editorPreview';
export { checkLobbyReply } from './preview/lobbyReplyShape';
export type { LobbyReplyCheck, ShapeError } from './preview/lobbyReplyShape';
export type { LaunchEnvironment } from './launch/launchContext';
export { initialLaunchFlow, stepLaunchFlow } from './launch/launchFlow';
export type { LaunchFlowEvent } from './launch/launchFlow';
export {
  gameOfRoutePath,
  gameRoutePath,
  gameWindowFeatures,
  gameWindowName,
  gameWindowUrl,
  isGameRoutePath,
  isGameWindowName,
  PLAY_MODE_PARAM,
  playModeOf,
} from './launch/gameWindow';
export type { ScreenArea } from './launch/gameWindow';
export { adjustLaunchUrl } from './launch/adjustLaunchUrl';
export { parseLoadingTimeout } from './launch/loadingTimeout';
export { LOADING_MESSAGE_KEYS } from './launch/loadingProgress';
export { gameLoadingView } from './launch/gameLoadingView';
export { INITIAL_GAME_FRAME_LOAD, nextGameFrameLoad } from './launch/gameFrameLoad';
export { parseGameWindowMessage } from './launch/gameWindowMessage';
export { GAME_EXIT_PATH, isExitLoading, withoutExitLoading } from './launch/gameExit';
export { returnsFromNewTabGame } from './launch/newTabGameReturn';
export { buyoutLogoutGameId } from './launch/buyoutLogout';
export { gameBridgeRelay } from './launch/gameBridge';

// Navigation
export { INVALID_TARGET_WARNING, NAVIGATE_DURING_GAME_WARNING, decideNavigation } from './navigation/navigationRequest';
export { blockListingPath, hasListing, playerListBlock } from './navigation/blockPaths';
export { HOME_PAGE_SLUG, ROOT_PATH, pagePath, resolveNavigationTarget } from './navigation/resolveNavigationTarget';
export type { NavigationCatalogue } from './navigation/resolveNavigationTarget';
export { linkAction } from './navigation/linkAction';
export type { LinkAction } from './navigation/linkAction';

// Deep links
export { buildDeepLink, parseDeepLink } from './deepLinks/deepLink';
export type { DeepLinkError } from './deepLinks/deepLink';
export { customSchemeAddress, isUsableCustomScheme } from './deepLinks/customScheme';
export { PAGE_DEEP_LINK_ADDRESS, pageDeepLinkOf } from './deepLinks/pageDeepLink';

// Guards at trust boundaries, and the exhaustiveness check
export { isRecord, isStringMap } from './util/guards';
export { assertNever } from './util/assertNever';
export { onceUntilFailure, rememberAtMost } from './util/caching';

// Search
export { validateSearchQuery } from './search/searchQuery';
export type { SearchQueryRefusal } from './search/searchQuery';
export { foldSearchText, wordsOf } from './search/foldSearchText';
export { createGameMatcher, typoAllowance } from './search/gameMatcher';
export type { GameMatcher } from './search/gameMatcher';
export { searchEntriesOf } from './search/searchEntries';
export type { SearchEntry } from './search/searchEntries';
export { providersOfHits, refineSearch } from './search/refineSearch';
export type { SearchRefinement } from './search/refineSearch';
export { trendingEntries } from './search/trendingEntries';
export { RECENT_SEARCHES_MAX, rememberSearch } from './search/recentSearches';

// Slider, player counts
export { gridColumns, sliderLayout, slidesPerView } from './slider/sliderLayout';
export { changePlayerCount, playerCountOf, playerCountsOf, refreshPlayerCounts } from './playerCounts/playerCountCache';
export type { PlayerCountCache } from './playerCounts/playerCountCache';

// Releases of the host and remotes (issue #30)
export { chooseRelease, parseVersion, readRanges, releaseMisfit } from './releases/releaseFits';
export { gatePlayerAction } from './actions/playerActionGate';
export type { PlayerActionDecision } from './actions/playerActionGate';

// Player protection (issue #34): the session clock, reality checks, the operator's pages
export { sessionClockAt } from './protection/sessionClock';
export { realityCheckTiming } from './protection/realityCheck';
export type { RealityCheck } from './protection/realityCheck';
export { gamesPlayedInSession } from './protection/sessionPlays';
export { protectionLinkUrl } from './protection/protectionLink';

// Ids, timers, the callback queue and write retries (issue #33)
export { randomId } from './util/randomId';
export { SYSTEM_TIMERS } from './util/timers';
export type { Timers } from './util/timers';
export { createCallbackQueue, sleep } from './util/callbackQueue';
export { backoffDelayMs } from './util/backoff';
export { classifyWriteReply } from './util/writeReply';
export { CALLBACK_QUEUE_DELAY_MS, GAME_READY_TRACKING_DEBOUNCE_MS } from './constants/timing';

// Analytics (SPEC §9, issue #33)
export { ANALYTICS_FLUSH_DELAY_MS, MAX_ANALYTICS_REQUEST_BYTES, MAX_ANALYTICS_RETRIES } from './constants/analytics';
export { analyticsEvent } from './analytics/analyticsEvent';
export { chooseAnalyticsIdentity, isLiveAnalyticsIdentity } from './analytics/analyticsIdentity';
export type { AnalyticsIdentity } from './analytics/analyticsIdentity';
export { packAnalyticsRequests, trimAnalyticsQueue } from './analytics/analyticsRequests';
export { analyticsRetryDelayMs } from './analytics/analyticsRetry';
