import type { Platform } from '@lobby/shared';
import { imageFor } from '../entities/imageFor';
import type { Banner, Block, Game } from '../entities/types';
import { blockArtworkLoading } from './artworkLoading';
import { bannerImageDisplay } from './bannerArtwork';
import { framedImageDisplay, type ImageDisplay } from './imageSources';
import { blockCardStyle, blockTileLayout, tileImage, tileViewportShare } from './tileArtwork';

/** The image a page opens with: its largest first paint. */
export interface LeadImage {
  /** The artwork as the lobby names it (imageSources turns it into what an <img> gets). */
  readonly url: string;
  readonly display: ImageDisplay;
}

/** A page's block as the lobby normalises it, in the parts that choose and draw its lead. */
interface LeadBlock extends Pick<Block, 'id' | 'type' | 'width' | 'platforms' | 'tilesPerRow' | 'cardStyle'> {
  readonly banners: readonly Pick<Banner, 'image'>[];
  readonly pokerBanners: readonly Pick<Banner, 'image'>[];
  readonly games: readonly Pick<Game, 'image' | 'featuredImage'>[];
}

/**
 * The page's lead image on `platform`, from its blocks as the lobby normalises them: the
 * first artwork of the block blockArtworkLoading gives 'high' (a banner row's first banner,
 * a tile block's first tile), drawn as the catalogue draws it. Null when the page opens
 * without one: no such block in its first view, or that artwork has no image. The server
 * preloads it so the browser fetches it with the page, not once the catalogue has rendered.
 */
export function leadImage(blocks: readonly LeadBlock[], platform: Platform): LeadImage | null {
  const loading = blockArtworkLoading(blocks, platform);
  const lead = blocks.find((block) => loading.get(block.id) === 'high');
  if (lead === undefined) return null;
  if (lead.type === 'banner' || lead.type === 'poker-banner') {
    const banner = (lead.type === 'banner' ? lead.banners : lead.pokerBanners)[0];
    return withUrl(imageFor(banner?.image ?? null, platform), bannerImageDisplay(lead.width, platform));
  }
  // The other blocks that can lead draw the catalogue's games as tiles.
  const game = lead.games[0];
  if (game === undefined) return null;
  return withUrl(
    imageFor(tileImage(game, blockCardStyle(lead)), platform),
    framedImageDisplay(tileViewportShare(platform, blockTileLayout(lead), 0)),
  );
}

function withUrl(url: string | null, display: ImageDisplay): LeadImage | null {
  return url === null || url === '' ? null : { url, display };
}
