export { ClockProvider } from './ClockProvider';
export type { ClockProviderProps } from './ClockProvider';
