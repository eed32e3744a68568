export { GamePage } from './GamePage';
export type { GamePageProps } from './GamePage';
