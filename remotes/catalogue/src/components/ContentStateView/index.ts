export { ContentStateView } from './ContentStateView';
