export { SORT_OPTION_TEXT, SortSelect } from './SortSelect';
export type { SortSelectProps } from './SortSelect';
