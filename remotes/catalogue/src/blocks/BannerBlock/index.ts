export { BannerBlock } from './BannerBlock';
