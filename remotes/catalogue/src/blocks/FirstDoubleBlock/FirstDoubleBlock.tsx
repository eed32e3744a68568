import { useDisplaySettings } from '@lobby/connected';
import { blockCardStyle, blockTileLayout } from '@lobby/domain';
import type { Block } from '@lobby/domain';
import { Grid } from '@lobby/ui';
import { BlockHeading } from '../../components/BlockHeading';
import { useBlockTiles } from '../useBlockTiles';

export interface FirstDoubleBlockProps {
  readonly block: Block;
}

// Grid owns the list markup, so the first tile is doubled from outside through its <li>.
const doubleFirst = { '& li:first-of-type': { gridColumn: 'span 2', gridRow: 'span 2' } };

/** A grid whose first game takes two columns and two rows. */
export function FirstDoubleBlock({ block }: FirstDoubleBlockProps) {
  const { platform } = useDisplaySettings();
  const { tiles, getKey, renderTile, more } = useBlockTiles(
    block,
    block.games,
    blockTileLayout(block),
    blockCardStyle(block),
    block.gameCount,
  );
  return (
    <section aria-label={block.heading} css={doubleFirst}>
      <BlockHeading action={more}>{block.heading}</BlockHeading>
      <Grid items={tiles} getKey={getKey} tilesPerRow={block.tilesPerRow} platform={platform} renderItem={renderTile} />
    </section>
  );
}
