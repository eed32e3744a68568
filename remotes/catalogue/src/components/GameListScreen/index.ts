export { LazyGameListScreen as GameListScreen } from './LazyGameListScreen';
