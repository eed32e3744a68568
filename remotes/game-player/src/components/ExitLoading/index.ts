export { ExitLoading } from './ExitLoading';
