export { StandardBlock } from './StandardBlock';
