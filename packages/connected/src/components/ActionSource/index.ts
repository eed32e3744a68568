export { ActionSourceProvider } from './ActionSourceProvider';
export type { ActionSourceProviderProps } from './ActionSourceProvider';
