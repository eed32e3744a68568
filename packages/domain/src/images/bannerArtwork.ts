import type { BlockWidth, Platform } from '@lobby/shared';
import { blockShare } from '../layout/layoutRules';
import { framedImageDisplay, type ImageDisplay } from './imageSources';

/** Banners across a full-width row before they start to scroll. */
export const BANNERS_PER_ROW = 5;
/** Narrower, a banner's caption and artwork stop reading well. */
export const MIN_BANNER_WIDTH_PX = 240;

/**
 * How wide a banner block draws one banner, for its artwork's size: a fifth of its block's
 * share of the row, never below MIN_BANNER_WIDTH_PX, and no wider than the page frame allows.
 * The catalogue's banner row and the server's preload of a page's lead banner both read it.
 */
export function bannerImageDisplay(width: BlockWidth, platform: Platform): ImageDisplay {
  return framedImageDisplay(blockShare(width, platform) / BANNERS_PER_ROW, MIN_BANNER_WIDTH_PX);
}
