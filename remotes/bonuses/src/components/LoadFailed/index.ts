export { LoadFailed } from './LoadFailed';
