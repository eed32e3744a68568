import { Trans } from '@lingui/react/macro';
import type { Block } from '@lobby/domain';
import { BlockHeading } from '../../components/BlockHeading';
import { EmptyCard } from '../../components/EmptyCard';
import { GameSlider } from '../../components/GameSlider';

export interface FreespinBlockProps {
  readonly block: Block;
}

/** Filled at run time with the player's free-round games; empty shows SPEC §8's text. */
export function FreespinBlock({ block }: FreespinBlockProps) {
  if (block.games.length > 0) return <GameSlider block={block} />;
  return (
    <section aria-label={block.heading}>
      <BlockHeading>{block.heading}</BlockHeading>
      <EmptyCard>
        <Trans>No games available for free spins. Please try again later.</Trans>
      </EmptyCard>
    </section>
  );
}
