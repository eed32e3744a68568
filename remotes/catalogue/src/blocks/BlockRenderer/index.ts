export { BlockRenderer } from './BlockRenderer';
