export { Image, LeadImageOnlyContext } from './Image';
export type { ImageProps } from './Image';
