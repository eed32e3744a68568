export { WageringProgress } from './WageringProgress';
