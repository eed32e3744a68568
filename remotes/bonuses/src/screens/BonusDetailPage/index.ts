export { BonusDetailPage } from './BonusDetailPage';
