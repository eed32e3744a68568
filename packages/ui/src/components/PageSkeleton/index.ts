export { PageSkeleton } from './PageSkeleton';
export type { PageSkeletonProps } from './PageSkeleton';
