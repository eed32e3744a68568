export { PlayerActionsProvider } from './PlayerActionsProvider';
export type { PlayerActionsProviderProps } from './PlayerActionsProvider';
