export { GameInfoDialog } from './GameInfoDialog';
export type { GameInfoDialogProps } from './GameInfoDialog';
