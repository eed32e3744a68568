export { BonusCard } from './BonusCard';
