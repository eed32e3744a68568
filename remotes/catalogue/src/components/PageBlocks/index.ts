export { PageBlocks } from './PageBlocks';
