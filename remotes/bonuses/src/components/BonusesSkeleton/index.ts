export { BonusesSkeleton } from './BonusesSkeleton';
