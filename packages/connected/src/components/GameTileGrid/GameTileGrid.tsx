import type { Game } from '@lobby/domain';
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

/** Tiles whose artwork is loaded at once: about the first row in view. */
const EAGER_TILES = 7;

/**
 * A plain list of games (a player's list, a bonus's games) as the shared tile in the shared
 * grid: launch, favourite and player count work as everywhere else.
 */
export function GameTileGrid({ games, tilesPerRow, label }: GameTileGridProps) {
  const { platform } = useDisplaySettings();
  return (
    <Grid
      items={games}
      tilesPerRow={tilesPerRow}
      platform={platform}
      label={label}
      getKey={(game) => game.key}
      renderItem={(game, index) => (
        <GameTile game={game} cardStyle="default" imageLoading={index < EAGER_TILES ? 'eager' : 'lazy'} />
      )}
    />
  );
}
