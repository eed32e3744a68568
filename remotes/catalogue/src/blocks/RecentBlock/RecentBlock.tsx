import type { Block } from '@lobby/domain';
import { PlayerGamesBlock } from '../../components/PlayerGamesBlock';

export interface RecentBlockProps {
  readonly block: Block;
}

/** The player's recently played games, newest first ('recent:changed'); guests see the empty card. */
export function RecentBlock({ block }: RecentBlockProps) {
  return <PlayerGamesBlock block={block} list="recent" />;
}
