import { blockShare } from '@lobby/domain';
import type { Block, Game } from '@lobby/domain';
import { useDisplaySettings } from '@lobby/connected';
import { Slider } from '@lobby/ui';
import { useBlockTiles } from '../../blocks/useBlockTiles';

export interface GameSliderProps {
  readonly block: Block;
  /** The games to show instead of the block's own (the player's, for run-time blocks). */
  readonly games?: readonly Game[];
}

/**
 * A block's games in the shared Slider at the block's share of the row and its tiles per row
 * (SPEC §2), with 'show all' past 11 and beside the heading.
 */
export function GameSlider({ block, games }: GameSliderProps) {
  const { platform } = useDisplaySettings();
  const { tiles, getKey, renderTile, more } = useBlockTiles(
    block,
    games ?? block.games,
    { kind: 'slider', tilesPerRow: block.tilesPerRow, blockWidth: block.width },
    block.cardStyle,
    games === undefined ? block.gameCount : games.length,
  );
  return (
    <Slider
      items={tiles}
      platform={platform}
      share={blockShare(block.width, platform)}
      tilesPerRow={block.tilesPerRow}
      heading={block.heading}
      headingAction={more}
      getKey={getKey}
      renderItem={renderTile}
    />
  );
}
