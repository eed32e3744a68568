export { GameTileGrid } from './GameTileGrid';
export type { GameTileGridProps } from './GameTileGrid';
