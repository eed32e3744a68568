// Theme
export { createTheme } from './theme/createTheme';
export { visuallyHidden } from './styles/visuallyHidden';
export { fieldControl } from './styles/fieldControl';
export { blockHeaderRow, blockTitle } from './styles/blockHeader';
export { tokens } from './theme/tokens';
export type { RadiusToken, SpaceToken, Tokens } from './theme/tokens';
export type { ThemeColors } from './theme/Theme';
export { LOBBY_ROOT_ATTRIBUTE } from './theme/globalStyles';
export { EMOTION_CACHE_KEY, LobbyThemeProvider } from './components/LobbyThemeProvider';
export type { LobbyThemeProviderProps } from './components/LobbyThemeProvider';

// Components
export { Button } from './components/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button';
export { EmptyCard } from './components/EmptyCard';
export { ErrorBoundary } from './components/ErrorBoundary';
export type { ErrorBoundaryProps } from './components/ErrorBoundary';
export { GameCard } from './components/GameCard';
export type { GameCardLabel, GameCardProps } from './components/GameCard';
export { Grid } from './components/Grid';
export type { GridProps } from './components/Grid';
export { Image } from './components/Image';
export type { ImageProps } from './components/Image';
export { LoadingOverlay } from './components/LoadingOverlay';
export type { LoadingOverlayProps } from './components/LoadingOverlay';
export { PageSkeleton, TileRowSkeleton } from './components/PageSkeleton';
export type { PageSkeletonProps, TileRowSkeletonProps } from './components/PageSkeleton';
export { Popup } from './components/Popup';
export type { PopupProps } from './components/Popup';
export { browserWhenIdle } from './browser/browserWhenIdle';
export { keepFocusInside } from './components/Popup/keepFocusInside';
export { Select } from './components/Select';
export type { SelectOption, SelectProps } from './components/Select';
export { Skeleton } from './components/Skeleton';
export type { SkeletonProps } from './components/Skeleton';
export { Slider } from './components/Slider';
export type { SliderProps } from './components/Slider';

// Texts: the host loads them with its own
export { uiTexts } from './texts';
export { COMMON_MESSAGES, CommonText } from './commonMessages';
export type { CommonMessage } from './commonMessages';

// Bus bindings
export { BusProvider } from './components/BusProvider';
export type { BusProviderProps } from './components/BusProvider';
export { useBus } from './bus/useBus';
export { useBusValue } from './bus/useBusValue';
