export { GameInfoPanel } from './GameInfoPanel';
export type { GameInfoPanelProps, GameInfoRow, GameInfoStatus } from './GameInfoPanel';
