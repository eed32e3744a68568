export { BannerCard } from './BannerCard';
