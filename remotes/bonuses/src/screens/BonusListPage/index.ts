export { BonusListPage } from './BonusListPage';
