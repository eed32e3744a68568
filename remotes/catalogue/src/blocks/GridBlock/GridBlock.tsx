import { useDisplaySettings } from '@lobby/connected';
import { blockCardStyle, blockTileLayout } from '@lobby/domain';
import type { Block } from '@lobby/domain';
import { Grid } from '@lobby/ui';
import { BlockHeading } from '../../components/BlockHeading';
import { useBlockTiles } from '../useBlockTiles';

export interface GridBlockProps {
  readonly block: Block;
}

export function GridBlock({ block }: GridBlockProps) {
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
