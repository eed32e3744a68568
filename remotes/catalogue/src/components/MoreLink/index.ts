export { MoreLink } from './MoreLink';
export type { MoreLinkProps } from './MoreLink';
