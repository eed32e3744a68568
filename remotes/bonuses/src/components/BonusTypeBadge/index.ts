export { BonusTypeBadge } from './BonusTypeBadge';
