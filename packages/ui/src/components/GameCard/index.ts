export { GameCard } from './GameCard';
export type { GameCardLabel, GameCardProps } from './GameCard';
