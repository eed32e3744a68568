import type { Theme } from '@emotion/react';
import { useDisplaySettings } from '@lobby/connected';
import { blockArtworkLoading } from '@lobby/domain';
import type { Block } from '@lobby/domain';
import { useMemo } from 'react';
import { BlockArtworkLoadingContext } from '../../blocks/BlockArtworkLoading';
import { BlockRenderer } from '../../blocks/BlockRenderer';
import { PAGE_COLUMNS } from '../BlockFrame';

export interface PageBlocksProps {
  readonly blocks: readonly Block[];
}

/** A page's blocks in order on the grid whose columns BlockFrame's widths divide. */
export function PageBlocks({ blocks }: PageBlocksProps) {
  const { platform } = useDisplaySettings();
  const artworkLoading = useMemo(() => blockArtworkLoading(blocks, platform), [blocks, platform]);
  return (
    <BlockArtworkLoadingContext.Provider value={artworkLoading}>
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
    </BlockArtworkLoadingContext.Provider>
  );
}
