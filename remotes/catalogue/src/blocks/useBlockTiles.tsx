import { GameTile, useDisplaySettings } from '@lobby/connected';
import {
  blockListingPath,
  firstRowTiles,
  hasListing,
  itemArtworkLoading,
  sliderLayout,
  tileViewportShare,
} from '@lobby/domain';
import type { Block, Game, TileLayout } from '@lobby/domain';
import type { CardStyle } from '@lobby/shared';
import type { ReactNode } from 'react';
import { useLocation } from '@lobby/router';
import { MoreLink } from '../components/MoreLink';
import { ShowAllTile } from '../components/ShowAllTile';
import { withBasePath } from '../lobby/paths';
import { useBasePath } from '../lobby/useBasePath';
import { useBlockArtworkLoading } from './BlockArtworkLoading';

export type BlockTile =
  { readonly kind: 'game'; readonly game: Game } | { readonly kind: 'showAll'; readonly count: number };

export interface BlockTiles {
  readonly tiles: readonly BlockTile[];
  readonly getKey: (tile: BlockTile) => string;
  readonly renderTile: (tile: BlockTile, index: number) => ReactNode;
  /**
   * The link to the listing beside the heading, when the editor gave the block one (its
   * 'more' flag) or the block shows fewer games than it has: one tab stop from the heading
   * to all of the block's games, before its tiles.
   */
  readonly more: ReactNode;
}

/**
 * A block's tiles cut to sliderLayout's rule (SPEC §2: 12 or more games show 11 and a
 * 'show all' tile with the count), for sliders and grids alike: no block holds more games
 * than it shows without a way to the rest, its listing. `count` is how many games there
 * are in all: the lobby reply carries only a block's first games.
 */
export function useBlockTiles(
  block: Block,
  games: readonly Game[],
  tileLayout: TileLayout,
  cardStyle: CardStyle = block.cardStyle,
  count: number = games.length,
): BlockTiles {
  const basePath = useBasePath();
  const { platform } = useDisplaySettings();
  const blockLoading = useBlockArtworkLoading(block.id);
  const firstRow = firstRowTiles(platform, tileLayout);
  const { pathname } = useLocation();
  const layout = sliderLayout(Math.max(count, games.length));
  const tiles: BlockTile[] = games.slice(0, layout.visible).map((game) => ({ kind: 'game', game }));
  if (layout.showAllCount !== null) tiles.push({ kind: 'showAll', count: layout.showAllCount });
  const listingPath = withBasePath(basePath, blockListingPath(block, pathname));
  const hasMore = games.length > 0 && (hasListing(block) || layout.showAllCount !== null);
  return {
    more: hasMore ? <MoreLink to={listingPath} heading={block.heading} /> : undefined,
    tiles,
    getKey: (tile) => (tile.kind === 'game' ? tile.game.key : 'show-all'),
    renderTile: (tile, index) =>
      tile.kind === 'game' ? (
        <GameTile
          game={tile.game}
          cardStyle={cardStyle}
          imageLoading={itemArtworkLoading(blockLoading, index, firstRow)}
          imageViewportShare={tileViewportShare(platform, tileLayout, index)}
        />
      ) : (
        <ShowAllTile count={tile.count} to={listingPath} />
      ),
  };
}
