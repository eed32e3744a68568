import { usePlayerGames } from '@lobby/connected';
import type { PlayerGameList } from '@lobby/connected';
import type { Block } from '@lobby/domain';
import { EmptyCard } from '@lobby/ui';
import type { ReactNode } from 'react';
import { BlockHeading } from '../BlockHeading';
import { GameSlider } from '../GameSlider';

export interface PlayerGamesBlockProps {
  readonly block: Block;
  readonly list: PlayerGameList;
  /** The empty card's message. */
  readonly empty: ReactNode;
}

/**
 * A block filled at run time with the player's own games (favourites or recently
 * played), which the host replays on the bus. Its 'more' link leads to the list's own
 * screen (/favorites/{id}, /recent/{id}), which another remote serves.
 */
export function PlayerGamesBlock({ block, list, empty }: PlayerGamesBlockProps) {
  const games = usePlayerGames(list);
  if (games.length === 0) {
    return (
      <section aria-label={block.heading}>
        <BlockHeading>{block.heading}</BlockHeading>
        <EmptyCard>{empty}</EmptyCard>
      </section>
    );
  }
  return <GameSlider block={block} games={games} />;
}
