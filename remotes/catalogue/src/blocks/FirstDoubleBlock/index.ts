export { FirstDoubleBlock } from './FirstDoubleBlock';
