export { SortSelect } from './SortSelect';
