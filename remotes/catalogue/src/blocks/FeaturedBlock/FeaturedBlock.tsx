import { useDisplaySettings } from '@lobby/connected';
import { blockCardStyle, blockTileLayout } from '@lobby/domain';
import type { Block } from '@lobby/domain';
import { Grid } from '@lobby/ui';
import { BlockHeading } from '../../components/BlockHeading';
import { useBlockTiles } from '../useBlockTiles';

export interface FeaturedBlockProps {
  readonly block: Block;
}

/**
 * Featured games show their wide featured artwork: a 'default' card style on this block
 * means the featured card; any other style the editor chose is kept.
 */
export function FeaturedBlock({ block }: FeaturedBlockProps) {
  const { platform } = useDisplaySettings();
  const { tiles, getKey, renderTile, more } = useBlockTiles(
    block,
    block.games,
    blockTileLayout(block),
    blockCardStyle(block),
    block.gameCount,
  );
  return (
    <section aria-label={block.heading}>
      <BlockHeading action={more}>{block.heading}</BlockHeading>
      <Grid items={tiles} getKey={getKey} tilesPerRow={block.tilesPerRow} platform={platform} renderItem={renderTile} />
    </section>
  );
}
