export { GameTile } from './GameTile';
export type { GameTileProps } from './GameTile';
