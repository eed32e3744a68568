export { NavigationLinkItem } from './NavigationLinkItem';
export type { NavigationLinkItemProps } from './NavigationLinkItem';
