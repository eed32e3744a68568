import { Trans } from '@lingui/react/macro';
import type { Block } from '@lobby/domain';
import { BlockHeading } from '../../components/BlockHeading';
import { EmptyCard } from '../../components/EmptyCard';
import { GameSlider } from '../../components/GameSlider';

export interface FavoritesBlockProps {
  readonly block: Block;
}

/** Filled at run time from the player's favourites; until then the empty card shows. */
export function FavoritesBlock({ block }: FavoritesBlockProps) {
  if (block.games.length > 0) return <GameSlider block={block} />;
  return (
    <section aria-label={block.heading}>
      <BlockHeading>{block.heading}</BlockHeading>
      <EmptyCard>
        <Trans>You have no favourite games yet. Tap the heart on a game to add it here.</Trans>
      </EmptyCard>
    </section>
  );
}
