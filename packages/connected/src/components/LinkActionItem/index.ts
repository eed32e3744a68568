export { LinkActionItem } from './LinkActionItem';
export type { LinkActionItemProps } from './LinkActionItem';
