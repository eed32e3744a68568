import type { Theme } from '@emotion/react';
import type { Block } from '@lobby/domain';
import { BlockRenderer } from '../../blocks/BlockRenderer';
import { PAGE_COLUMNS } from '../BlockFrame';

export interface PageBlocksProps {
  readonly blocks: readonly Block[];
}

/** A page's blocks in order on the grid whose columns BlockFrame's widths divide. */
export function PageBlocks({ blocks }: PageBlocksProps) {
  return (
    <div
      data-testid="page-blocks"
      css={(theme: Theme) => ({
        display: 'grid',
        gridTemplateColumns: `repeat(${PAGE_COLUMNS}, minmax(0, 1fr))`,
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
