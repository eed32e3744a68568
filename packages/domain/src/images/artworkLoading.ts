import type { BlockType, BlockWidth, Platform } from '@lobby/shared';
import { isBlockAvailableOnPlatform } from '../entities/platformAvailability';
import { blockShare } from '../layout/layoutRules';

/**
 * When an image is fetched: 'high' is the page's largest first paint (eager, and ahead of
 * everything else the browser has queued), 'eager' is in the first viewport, 'lazy' waits
 * until it nears the viewport.
 */
export type ArtworkLoading = 'high' | 'eager' | 'lazy';

/** Blocks that draw the catalogue's own artwork, known from the lobby alone. */
const CATALOGUE_ARTWORK: ReadonlySet<BlockType> = new Set([
  'banner',
  'poker-banner',
  'standard',
  'grid',
  'firstDouble',
  'featured',
]);
/** Blocks of the player's own games: tiles too, but they arrive after the lobby. */
const PLAYER_ARTWORK: ReadonlySet<BlockType> = new Set(['favorites', 'recent', 'freespin']);

/**
 * Rows of artwork blocks a first viewport holds: a banner row and one tile row on a
 * 1280 × 720 desktop, a banner and two tile rows on a 390 × 844 phone (every block is a row
 * of its own there).
 */
const FIRST_VIEWPORT_ROWS: { readonly [P in Platform]: number } = { desktop: 2, mobile: 3 };

interface PageBlock {
  readonly id: string;
  readonly type: BlockType;
  readonly width: BlockWidth;
  readonly platforms: readonly Platform[];
}

/**
 * Each artwork block's loading on a page. Blocks flow into rows by their share of the page
 * width; those in the first viewport's rows load eagerly, and the first of them that draws
 * the catalogue's artwork carries the page's largest image (its first banner, or its first
 * row of tiles when the page opens with games), so it goes first. The rest, and any block
 * not shown on this platform, are lazy (absent from the map).
 */
export function blockArtworkLoading(
  blocks: readonly PageBlock[],
  platform: Platform,
): ReadonlyMap<string, ArtworkLoading> {
  const loading = new Map<string, ArtworkLoading>();
  let row = 0;
  let rowFilled = 0;
  let leadChosen = false;
  for (const block of blocks) {
    const catalogue = CATALOGUE_ARTWORK.has(block.type);
    if (!(catalogue || PLAYER_ARTWORK.has(block.type)) || !isBlockAvailableOnPlatform(block, platform)) continue;
    const share = blockShare(block.width, platform);
    // A little slack: three thirds fill a row despite rounding.
    if (rowFilled > 0 && rowFilled + share > 1.001) {
      row += 1;
      rowFilled = 0;
    }
    rowFilled += share;
    if (row >= FIRST_VIEWPORT_ROWS[platform]) break;
    const lead: boolean = catalogue && !leadChosen;
    leadChosen ||= lead;
    loading.set(block.id, lead ? 'high' : 'eager');
  }
  return loading;
}

/**
 * Whether the server's first view of a page (drawn before the scripts, one per layout) gives
 * an image of this loading its source, or leaves its box and colour until the lobby draws it.
 * The lead image always: the page preloads it. On the desktop layout, the rest of the first
 * viewport too, so the first paint is the whole screen rather than one picture among empty
 * boxes (its artwork is small beside a desktop line). On the mobile layout nothing more: a
 * phone's line is slow, and the scripts that bring the live lobby come first.
 */
export function firstViewFetches(loading: ArtworkLoading, layout: Platform): boolean {
  return loading === 'high' || (loading === 'eager' && layout === 'desktop');
}

/** An item's loading in its block: the block's for its first row (`firstRow` items), lazy after. */
export function itemArtworkLoading(block: ArtworkLoading, index: number, firstRow: number): ArtworkLoading {
  return index < firstRow ? block : 'lazy';
}

/**
 * How many of a page's blocks its first view needs: up to the last one whose artwork loads
 * eagerly (`loading`, what blockArtworkLoading gave for these blocks). The rest can render
 * after the first paint, so the page's largest image is requested and drawn sooner (issue
 * #12). All of them when none loads eagerly: the rule then knows nothing of the first view.
 */
export function firstViewBlockCount(
  blocks: readonly PageBlock[],
  loading: ReadonlyMap<string, ArtworkLoading>,
): number {
  for (let index = blocks.length - 1; index >= 0; index -= 1) {
    if (loading.has(blocks[index]?.id ?? '')) return index + 1;
  }
  return blocks.length;
}
