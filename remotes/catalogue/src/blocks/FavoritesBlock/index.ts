export { FavoritesBlock } from './FavoritesBlock';
