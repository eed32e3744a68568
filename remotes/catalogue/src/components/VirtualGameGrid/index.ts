export { VirtualGameGrid } from './VirtualGameGrid';
export type { VirtualGameGridProps } from './VirtualGameGrid';
