import type { Theme } from '@emotion/react';
import type { Block } from '@lobby/domain';
import { BlockRenderer } from '../../blocks/BlockRenderer';

export interface PageBlocksProps {
  readonly blocks: readonly Block[];
}

/** A page's blocks in order on a 12-column grid that BlockFrame's widths divide. */
export function PageBlocks({ blocks }: PageBlocksProps) {
  return (
    <div
      data-testid="page-blocks"
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: 'repeat(12, minmax(0, 1fr))',
        columnGap: theme.space.lg,
        alignItems: 'start',
      })}
    >
      {blocks.map((block) => (
        <BlockRenderer key={block.id} block={block} />
      ))}
    </div>
  );
}
