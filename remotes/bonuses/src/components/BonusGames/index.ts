export { BonusGames } from './BonusGames';
