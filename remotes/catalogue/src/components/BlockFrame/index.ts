export { BlockFrame, PAGE_COLUMNS } from './BlockFrame';
