export { SuggestedGames } from './SuggestedGames';
export type { SuggestedGamesProps } from './SuggestedGames';
