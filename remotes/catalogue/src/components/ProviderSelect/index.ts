export { ProviderSelect } from './ProviderSelect';
export type { ProviderOption, ProviderSelectProps } from './ProviderSelect';
