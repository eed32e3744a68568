export { FreespinBlock } from './FreespinBlock';
