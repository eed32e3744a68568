export { PokerBannerBlock } from './PokerBannerBlock';
