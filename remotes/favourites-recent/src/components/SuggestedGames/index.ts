export { SuggestedGames } from './SuggestedGames';
