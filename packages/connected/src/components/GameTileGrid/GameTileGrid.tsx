import { firstRowTiles, tileViewportShare } from '@lobby/domain';
import type { Game, TileLayout } from '@lobby/domain';
import type { TilesPerRow } from '@lobby/shared';
import { Grid } from '@lobby/ui';
import { useDisplaySettings } from '../../hooks/useDisplaySettings';
import { GameTile } from '../GameTile';

export interface GameTileGridProps {
  readonly games: readonly Game[];
  readonly tilesPerRow: TilesPerRow;
  /** Names the list for assistive technology when no heading does. */
  readonly label?: string;
}

/**
 * A plain list of games (a player's list, a bonus's games) as the shared tile in the shared
 * grid: launch, favourite and player count work as everywhere else.
 */
export function GameTileGrid({ games, tilesPerRow, label }: GameTileGridProps) {
  const { platform } = useDisplaySettings();
  // These lists fill their screen's width.
  const layout: TileLayout = { kind: 'grid', tilesPerRow, blockWidth: 'full' };
  const firstRow = firstRowTiles(platform, layout);
  return (
    <Grid
      items={games}
      tilesPerRow={tilesPerRow}
      platform={platform}
      label={label}
      getKey={(game) => game.key}
      renderItem={(game, index) => (
        <GameTile
          game={game}
          cardStyle="default"
          imageLoading={index < firstRow ? 'eager' : 'lazy'}
          imageViewportShare={tileViewportShare(platform, layout, index)}
        />
      )}
    />
  );
}
