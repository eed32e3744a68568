export { GameLoadingOverlay } from './GameLoadingOverlay';
export type { GameLoadingOverlayProps } from './GameLoadingOverlay';
