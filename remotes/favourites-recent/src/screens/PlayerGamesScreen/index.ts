export { PlayerGamesScreen } from './PlayerGamesScreen';
export type { PlayerGamesScreenProps } from './PlayerGamesScreen';
