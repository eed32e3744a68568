import { PlayerGamesEmpty, useDisplaySettings, usePlayerGames } from '@lobby/connected';
import type { FavouritesOrRecent } from '@lobby/connected';
import { blockShare } from '@lobby/domain';
import type { Block } from '@lobby/domain';
import { TileRowSkeleton } from '@lobby/ui';
import { BlockHeading } from '../BlockHeading';
import { GameSlider } from '../GameSlider';

export interface PlayerGamesBlockProps {
  readonly block: Block;
  readonly list: FavouritesOrRecent;
}

/**
 * A block filled at run time with the player's own games (favourites or recently
 * played), which the host replays on the bus. Its 'more' link leads to the list's own
 * screen (/favorites/{id}, /recent/{id}), which another remote serves; without games it
 * shows the list's empty card (a log-in invitation for guests). While the list is on its way,
 * a row of placeholder tiles: it must not say there are none before it knows.
 */
export function PlayerGamesBlock({ block, list }: PlayerGamesBlockProps) {
  const games = usePlayerGames(list);
  const { platform } = useDisplaySettings();
  if (games === undefined) {
    return (
      <section aria-label={block.heading} aria-busy="true">
        <BlockHeading>{block.heading}</BlockHeading>
        <TileRowSkeleton platform={platform} share={blockShare(block.width, platform)} />
      </section>
    );
  }
  if (games.length === 0) {
    return (
      <section aria-label={block.heading}>
        <BlockHeading>{block.heading}</BlockHeading>
        <PlayerGamesEmpty list={list} />
      </section>
    );
  }
  return <GameSlider block={block} games={games} />;
}
