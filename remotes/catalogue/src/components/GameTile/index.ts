export { GameTile } from './GameTile';
