export { BlockUnavailable } from './BlockUnavailable';
