export { NavigationBlock } from './NavigationBlock';
