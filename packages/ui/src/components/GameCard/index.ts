export { GameCard } from './GameCard';
export type { GameCardBadge, GameCardProps } from './GameCard';
