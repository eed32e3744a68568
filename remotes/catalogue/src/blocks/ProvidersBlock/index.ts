export { ProvidersBlock } from './ProvidersBlock';
