export { EmptyCard } from './EmptyCard';
