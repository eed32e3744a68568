export { GameListScreen } from './GameListScreen';
