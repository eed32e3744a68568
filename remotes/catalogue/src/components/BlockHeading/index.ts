export { BlockHeading } from './BlockHeading';
