import type { Theme } from '@emotion/react';
import { ActionSourceProvider, useDisplaySettings } from '@lobby/connected';
import { blockArtworkLoading, firstViewBlockCount } from '@lobby/domain';
import type { Block } from '@lobby/domain';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { BlockArtworkLoadingContext } from '../../blocks/BlockArtworkLoading';
import { BlockRenderer } from '../../blocks/BlockRenderer';
import { PAGE_COLUMNS } from '../BlockFrame';

export interface PageBlocksProps {
  readonly blocks: readonly Block[];
}

/**
 * A page's blocks in order on the grid whose columns BlockFrame's widths divide. Its first
 * render holds the blocks of its first view only; the rest follow in a transition after that
 * render's paint, so the first view's artwork is requested and drawn without waiting for the
 * blocks below it (issue #12).
 */
export function PageBlocks({ blocks }: PageBlocksProps) {
  const { platform } = useDisplaySettings();
  const artworkLoading = useMemo(() => blockArtworkLoading(blocks, platform), [blocks, platform]);
  const firstView = firstViewBlockCount(blocks, artworkLoading);
  const [whole, setWhole] = useState(firstView >= blocks.length);
  useEffect(() => {
    if (whole) return undefined;
    const frame = requestAnimationFrame(() => startTransition(() => setWhole(true)));
    return () => cancelAnimationFrame(frame);
  }, [whole]);
  return (
    <BlockArtworkLoadingContext.Provider value={artworkLoading}>
      <div
        data-testid="page-blocks"
        // Busy while the blocks below the first view are still to come.
        aria-busy={whole ? undefined : true}
        css={(theme: Theme) => ({
          display: 'grid',
          gridTemplateColumns: `repeat(${PAGE_COLUMNS}, minmax(0, 1fr))`,
          columnGap: theme.space.lg,
          alignItems: 'start',
        })}
      >
        {(whole ? blocks : blocks.slice(0, firstView)).map((block) => (
          <ActionSourceProvider key={block.id} block={block.id}>
            <BlockRenderer block={block} />
          </ActionSourceProvider>
        ))}
      </div>
    </BlockArtworkLoadingContext.Provider>
  );
}
