import type { Block } from '@lobby/domain';
import { PlayerGamesBlock } from '../../components/PlayerGamesBlock';

export interface FavoritesBlockProps {
  readonly block: Block;
}

/** The player's favourite games ('favourites:changed'); guests see the empty card. */
export function FavoritesBlock({ block }: FavoritesBlockProps) {
  return <PlayerGamesBlock block={block} list="favorites" />;
}
