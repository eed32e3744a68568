export { PlayerGamesBlock } from './PlayerGamesBlock';
export type { PlayerGamesBlockProps } from './PlayerGamesBlock';
