import { usePlayerGames } from '@lobby/connected';
import type { Block } from '@lobby/domain';
import { CommonText, EmptyCard, Skeleton } from '@lobby/ui';
import { BlockHeading } from '../../components/BlockHeading';
import { GameSlider } from '../../components/GameSlider';

export interface FreespinBlockProps {
  readonly block: Block;
}

/**
 * The player's free-round games ('freeRounds:changed'). SPEC §8's text only once the offers
 * are known to hold no game of this lobby; until then, a placeholder of the card's size.
 */
export function FreespinBlock({ block }: FreespinBlockProps) {
  const games = usePlayerGames('freeRounds');
  if (games !== undefined && games.length > 0) return <GameSlider block={block} games={games} />;
  return (
    <section aria-label={block.heading} aria-busy={games === undefined}>
      <BlockHeading>{block.heading}</BlockHeading>
      {games === undefined ? (
        <Skeleton height={72} radius="lg" />
      ) : (
        <EmptyCard>
          <CommonText name="noFreeSpinGames" />
        </EmptyCard>
      )}
    </section>
  );
}
