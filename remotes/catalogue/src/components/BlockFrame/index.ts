export { BlockFrame } from './BlockFrame';
