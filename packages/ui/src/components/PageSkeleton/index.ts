export { PageSkeleton, TileRowSkeleton } from './PageSkeleton';
export type { PageSkeletonProps, TileRowSkeletonProps } from './PageSkeleton';
