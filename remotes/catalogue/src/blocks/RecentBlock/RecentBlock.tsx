import { Trans } from '@lingui/react/macro';
import type { Block } from '@lobby/domain';
import { BlockHeading } from '../../components/BlockHeading';
import { EmptyCard } from '../../components/EmptyCard';
import { GameSlider } from '../../components/GameSlider';

export interface RecentBlockProps {
  readonly block: Block;
}

/** Filled at run time from the recently played games; until then the empty card shows. */
export function RecentBlock({ block }: RecentBlockProps) {
  if (block.games.length > 0) return <GameSlider block={block} />;
  return (
    <section aria-label={block.heading}>
      <BlockHeading>{block.heading}</BlockHeading>
      <EmptyCard>
        <Trans>You have not played any games yet.</Trans>
      </EmptyCard>
    </section>
  );
}
