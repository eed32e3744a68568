import { blockListingPath, hasListing, sliderLayout } from '@lobby/domain';
import type { Block, Game } from '@lobby/domain';
import { GameTile, useDisplaySettings } from '@lobby/connected';
import { Slider } from '@lobby/ui';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { withBasePath } from '../../lobby/paths';
import { useBasePath } from '../../lobby/useBasePath';
import { ShowAllTile } from '../ShowAllTile';

export interface GameSliderProps {
  readonly block: Block;
  /** The games to show instead of the block's own (the player's, for run-time blocks). */
  readonly games?: readonly Game[];
  /** Shown beside the heading, e.g. a 'more' link. */
  readonly headingAction?: ReactNode;
}

type SlideItem = { readonly kind: 'game'; readonly game: Game } | { readonly kind: 'showAll'; readonly count: number };

/** A block's games in the shared Slider, cut to sliderLayout's rule with a 'show all' tile. */
export function GameSlider({ block, games = block.games, headingAction }: GameSliderProps) {
  const { platform } = useDisplaySettings();
  const basePath = useBasePath();
  const { pathname } = useLocation();
  const layout = sliderLayout(games.length);
  const items: SlideItem[] = games.slice(0, layout.visible).map((game) => ({ kind: 'game', game }));
  // Without a listing there is nowhere for 'show all' to lead, so the cut row ends there.
  if (layout.showAllCount !== null && hasListing(block)) items.push({ kind: 'showAll', count: layout.showAllCount });
  const listingPath = withBasePath(basePath, blockListingPath(block, pathname));
  return (
    <Slider
      items={items}
      platform={platform}
      heading={block.heading}
      headingAction={headingAction}
      getKey={(item) => (item.kind === 'game' ? item.game.key : 'show-all')}
      renderItem={(item, index) =>
        item.kind === 'game' ? (
          <GameTile game={item.game} cardStyle={block.cardStyle} imageLoading={index < 7 ? 'eager' : 'lazy'} />
        ) : (
          <ShowAllTile count={item.count} to={listingPath} />
        )
      }
    />
  );
}
