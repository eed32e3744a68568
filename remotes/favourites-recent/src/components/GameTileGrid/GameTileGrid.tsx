import { GameTile, useDisplaySettings } from '@lobby/connected';
import type { Game } from '@lobby/domain';
import type { TilesPerRow } from '@lobby/shared';
import { Grid } from '@lobby/ui';

export interface GameTileGridProps {
  readonly games: readonly Game[];
  readonly tilesPerRow: TilesPerRow;
  /** Names the list for assistive technology. */
  readonly label: string;
}

/** Tiles whose artwork is loaded at once: about the first row in view. */
const EAGER_TILES = 7;

/** Games as the shared tile in the shared grid: launch and favourite work as everywhere else. */
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
