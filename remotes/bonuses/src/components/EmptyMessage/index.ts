export { EmptyMessage } from './EmptyMessage';
