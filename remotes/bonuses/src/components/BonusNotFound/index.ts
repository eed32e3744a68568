export { BonusNotFound } from './BonusNotFound';
