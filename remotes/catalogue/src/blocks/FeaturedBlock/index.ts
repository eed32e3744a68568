export { FeaturedBlock } from './FeaturedBlock';
