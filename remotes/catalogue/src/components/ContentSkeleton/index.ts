export { ContentSkeleton } from './ContentSkeleton';
