export { RecentBlock } from './RecentBlock';
