// Theme
export { visuallyHidden } from './styles/visuallyHidden';
export { fieldControl } from './styles/fieldControl';
export { blockHeaderRow, blockTitle } from './styles/blockHeader';
export { tokens } from './theme/tokens';
// The Emotion theme's type (its `declare module '@emotion/react'`) travels with the package.
export type {} from './theme/Theme';
export { LOBBY_ROOT_ATTRIBUTE } from './theme/globalStyles';
export { LobbyThemeProvider } from './components/LobbyThemeProvider';

// Components
export { Button } from './components/Button';
export { EmptyCard } from './components/EmptyCard';
export { ErrorBoundary } from './components/ErrorBoundary';
export { GameCard } from './components/GameCard';
export { GameInfoPanel } from './components/GameInfoPanel';
export type { GameInfoRow } from './components/GameInfoPanel';
export { Grid } from './components/Grid';
export { Image } from './components/Image';
export { LoadingOverlay } from './components/LoadingOverlay';
export { PageSkeleton, TileRowSkeleton } from './components/PageSkeleton';
export { Popup } from './components/Popup';
export { browserWhenIdle } from './browser/browserWhenIdle';
export { keepFocusInside } from './components/Popup/keepFocusInside';
export { modalBackdrop, modalPanel } from './components/Popup/modalStyles';
export { Select } from './components/Select';
export { Skeleton } from './components/Skeleton';
export { Slider } from './components/Slider';

// Texts: the host loads them with its own
export { uiTexts } from './texts';
export { COMMON_MESSAGES, CommonText } from './commonMessages';

// Bus bindings
export { BusProvider } from './components/BusProvider';
export { useBus } from './bus/useBus';
export { useBusValue } from './bus/useBusValue';
