import { blockListingPath, hasListing, sliderLayout } from '@lobby/domain';
import type { Block, Game } from '@lobby/domain';
import { Slider } from '@lobby/ui';
import { useLocation } from 'react-router-dom';
import { withBasePath } from '../../lobby/paths';
import { useCatalogue } from '../../lobby/useCatalogue';
import { GameTile } from '../GameTile';
import { ShowAllTile } from '../ShowAllTile';

export interface GameSliderProps {
  readonly block: Block;
}

type SlideItem = { readonly kind: 'game'; readonly game: Game } | { readonly kind: 'showAll'; readonly count: number };

/** A block's games in the shared Slider, cut to sliderLayout's rule with a 'show all' tile. */
export function GameSlider({ block }: GameSliderProps) {
  const { platform, basePath } = useCatalogue();
  const { pathname } = useLocation();
  const layout = sliderLayout(block.games.length);
  const items: SlideItem[] = block.games.slice(0, layout.visible).map((game) => ({ kind: 'game', game }));
  // Without a listing there is nowhere for 'show all' to lead, so the cut row ends there.
  if (layout.showAllCount !== null && hasListing(block)) items.push({ kind: 'showAll', count: layout.showAllCount });
  const listingPath = withBasePath(basePath, blockListingPath(block, pathname));
  return (
    <Slider
      items={items}
      platform={platform}
      heading={block.heading}
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
