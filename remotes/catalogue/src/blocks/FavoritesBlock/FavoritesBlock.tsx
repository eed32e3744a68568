import { Trans } from '@lingui/react/macro';
import type { Block } from '@lobby/domain';
import { PlayerGamesBlock } from '../../components/PlayerGamesBlock';

export interface FavoritesBlockProps {
  readonly block: Block;
}

/** The player's favourite games ('favourites:changed'); guests see the empty card. */
export function FavoritesBlock({ block }: FavoritesBlockProps) {
  return (
    <PlayerGamesBlock
      block={block}
      list="favorites"
      empty={<Trans>You have no favourite games yet. Tap the heart on a game to add it here.</Trans>}
    />
  );
}
