export { PlayerGamesEmpty } from './PlayerGamesEmpty';
export type { PlayerGamesEmptyProps } from './PlayerGamesEmpty';
