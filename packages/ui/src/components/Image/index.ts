export { Image, FirstViewLayoutContext } from './Image';
export type { ImageProps } from './Image';
