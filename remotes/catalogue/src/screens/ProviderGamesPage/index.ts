export { ProviderGamesPage } from './ProviderGamesPage';
