import { Trans } from '@lingui/react/macro';
import type { Block } from '@lobby/domain';
import { EmptyCard } from '@lobby/ui';
import { BlockHeading } from '../../components/BlockHeading';

export interface BlockUnavailableProps {
  readonly block: Block;
}

/** SPEC §2: a block the editor limited to other platforms keeps its place and says why. */
export function BlockUnavailable({ block }: BlockUnavailableProps) {
  return (
    <section aria-label={block.heading}>
      <BlockHeading>{block.heading}</BlockHeading>
      <EmptyCard>
        <Trans id="catalogue.block.unavailable">The block is not available on this platform</Trans>
      </EmptyCard>
    </section>
  );
}
