export { ListingPage } from './ListingPage';
