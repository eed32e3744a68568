export { BusProvider } from './BusProvider';
export type { BusProviderProps } from './BusProvider';
