export {
  BOOT_DATA_ELEMENT_ID,
  CONTRACT_VERSION,
  EXPOSED_MODULE,
  FIRST_LOBBY_ELEMENT_ID,
  HOST_FEDERATION_NAME,
  REGISTRY_PATH,
  REMOTE_IDS,
  SHARED_SINGLETONS,
  federationName,
  isRemoteId,
} from './federation';
export type { BootData, FirstLobbyReply, RegistryEntry, RemoteId, RemoteRegistry, SharedSingleton } from './federation';
export { BUS_HELD_UNTIL_READ, BUS_REPLAY, DEFAULT_BALANCES, GUEST_SESSION } from './bus';
export { BUS_OWNERS, type BusParty } from './busOwners';
export type {
  Balances,
  Bonus,
  BonusesState,
  BusEventMap,
  BusEventType,
  DownloadBannerInfo,
  FreeRound,
  GameLaunch,
  GameWindowKind,
  LobbyBus,
  LobbyData,
  LaunchUrlResult,
  LobbyLoadState,
  RecentGame,
  RemoteLoadFailure,
  RemoteStates,
  Session,
  ShellFrame,
  ShellMode,
} from './bus';
export {
  LOBBY_SOURCE,
  LOBBY_TO_SHELL_TYPES,
  NAVIGATE_TYPES,
  PROTOCOL_VERSION,
  SHELL_DROP_REASONS,
  SHELL_SOURCE,
  SHELL_TO_LOBBY_TYPES,
  isLobbyToShellType,
  isShellToLobbyType,
} from './shell-protocol';
export type {
  GameRef,
  LobbyToShellMessage,
  LobbyToShellOf,
  LobbyToShellType,
  LobbyWireMessage,
  MiniGameCoinPayload,
  NavigateType,
  ShellDropReason,
  ShellRecord,
  ShellToLobbyMessage,
  ShellToLobbyOf,
  ShellToLobbyType,
  ShellTransportKind,
  ShellWireMessage,
  UserBalancesPayload,
  WireMessage,
} from './shell-protocol';
export { LICENSE_TYPES, LOCALES, PLATFORMS, PLATFORM_TYPES, THEMES, USER_STATUSES } from './settings';
export type {
  LicenseType,
  LobbySettings,
  Locale,
  Platform,
  PlatformType,
  ThemeName,
  UserStatus,
} from './settings';
export type { RemoteAppProps } from './remote-app';
export {
  BLOCK_TYPES,
  BLOCK_WIDTHS,
  BONUS_TYPES,
  CARD_STYLES,
  GAME_KEY_SEPARATOR,
  LOBBY_BLOCK_GAMES,
  PREVIEW_TOKEN_HEADER,
  LINK_TYPES,
  SUPPLIERS,
  TILES_PER_ROW,
} from './casino-api';
export type {
  BlockType,
  BlockWidth,
  BonusType,
  CardStyle,
  ImagePair,
  LinkType,
  RawBanner,
  RawBlock,
  RawBonus,
  RawFreeRound,
  RawGame,
  RawGameCard,
  RawGamesPage,
  RawLabel,
  RawLink,
  RawLobbyResponse,
  RawPage,
  RawPokerBanner,
  RawRecentGame,
  RawSearchIndex,
  RawSearchIndexRow,
  RawSupplier,
  SupplierCode,
  TilesPerRow,
} from './casino-api';
export { HEADER_REMOTE, MAINTENANCE_PATH, REMOTE_ROUTES, RESIDENT_REMOTE } from './routes';
export type { RemoteRoute } from './routes';
export { GAME_SOURCE, GAME_WINDOW_EVENT_TYPES } from './game-window';
export type { GameWindowEvent, GameWindowEventType, GameWindowMessage, ParentGameWindowEventType } from './game-window';
