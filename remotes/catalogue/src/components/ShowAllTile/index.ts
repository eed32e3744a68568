export { ShowAllTile } from './ShowAllTile';
