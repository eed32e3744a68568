export { GameMenu } from './GameMenu';
export type { GameMenuProps } from './GameMenu';
