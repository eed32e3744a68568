import { PAGE_MAX_WIDTH_PX } from '../constants/layout';

/**
 * The artwork convention the content service and the lobby share. Generated artwork lives at
 * an origin-relative `/images/…/<variant>.svg`; the same folder also holds the artwork as
 * WebP at each of ARTWORK_WIDTHS, `<variant>.<width>.webp`, so a browser can fetch a raster
 * at the size it draws instead of decoding the vector on the main thread. Any other URL (an
 * operator's own artwork host) is used as it is.
 */
export const ARTWORK_WIDTHS = [160, 240, 320, 480, 640, 960, 1280, 1920] as const;
export type ArtworkWidth = (typeof ARTWORK_WIDTHS)[number];

/** The raster a browser without srcset gets: a tile's width on a desktop row at 2x. */
const FALLBACK_WIDTH: ArtworkWidth = 320;

const GENERATED_URL = /^(\/images\/(?:[A-Za-z0-9_.%-]+\/)+)([a-z-]{1,40})\.svg$/;
const ARTWORK_FILE = /^([a-z-]{1,40})(?:\.([1-9]\d{1,4})\.webp|\.svg)$/;

export interface ArtworkFile {
  readonly variant: string;
  /** The raster's width, or null for the SVG itself. */
  readonly width: ArtworkWidth | null;
}

function isArtworkWidth(width: number): width is ArtworkWidth {
  return (ARTWORK_WIDTHS as readonly number[]).includes(width);
}

/** An artwork file name read back: undefined for any other name, width or format. */
export function parseArtworkFile(file: string): ArtworkFile | undefined {
  const match = ARTWORK_FILE.exec(file);
  if (!match) return undefined;
  const [, variant = '', digits] = match;
  if (digits === undefined) return { variant, width: null };
  const width = Number(digits);
  return isArtworkWidth(width) ? { variant, width } : undefined;
}

export interface ImageSources {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
}

/** How wide an image is drawn, for the browser to choose a raster before layout. */
export interface ImageDisplay {
  /** Its share of the viewport's width: 1/7 for a desktop tile, 1 for a full-width banner. */
  readonly viewportShare: number;
  /** Where the page stops widening, the image stops too (the page frame times the share). */
  readonly maxPx?: number;
  /** A floor the layout keeps whatever the viewport (a banner's minimum width). */
  readonly minPx?: number;
}

/**
 * How an image laid out at `viewportShare` of the page (and never below `minPx`) is drawn:
 * it stops widening with the page frame. The lobby's <img>s and the server's preload of the
 * page's lead image both take their display from here, so they ask for the same raster.
 */
export function framedImageDisplay(viewportShare: number, minPx?: number): ImageDisplay {
  return { viewportShare, maxPx: PAGE_MAX_WIDTH_PX * viewportShare, ...(minPx === undefined ? {} : { minPx }) };
}

/**
 * Pixels per CSS pixel worth fetching: a third device pixel per CSS pixel on a phone costs
 * half again the bytes on its slowest link and is not seen on artwork this size.
 */
const MAX_DENSITY = 2;

/**
 * The screens' pixel ratios above MAX_DENSITY that `sizes` names, densest first (the first
 * condition that holds wins): phones at 4, 3.5, 3, 2.75 and 2.625, and desktops zoomed to
 * 2.25. A screen of a listed ratio fetches exactly MAX_DENSITY; one between two listed
 * ratios takes the lower one's factor, so at most 2.33 device px per CSS px.
 */
const CAPPED_RATIOS = [4, 3.5, 3, 2.75, 2.625, 2.25] as const;

const px = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;

/**
 * The `sizes` of an image drawn as `display`. The cap on pixels fetched per CSS pixel is
 * written as media conditions on the screen's resolution, not computed from this screen's
 * ratio, so the string is the same on every device: a page's preload (`imagesizes`, written
 * by a server that cannot know the ratio) and its <img> then choose the same raster.
 */
function sizesFor({ viewportShare, maxPx, minPx }: ImageDisplay): string {
  const share = Number.isFinite(viewportShare) && viewportShare > 0 ? Math.min(viewportShare, 1) : 1;
  let sizes = `${Math.round(share * 10_000) / 100}vw`;
  const max = px(maxPx);
  const min = px(minPx);
  if (max !== undefined) sizes = `min(${sizes}, ${max}px)`;
  if (min !== undefined) sizes = `max(${min}px, ${sizes})`;
  const capped = CAPPED_RATIOS.map(
    (ratio) => `(min-resolution: ${ratio}dppx) calc(${sizes} * ${Math.round((MAX_DENSITY / ratio) * 1000) / 1000})`,
  );
  return [...capped, sizes].join(', ');
}

/**
 * What an <img> needs to draw `url` as `display` says: for generated artwork every raster
 * width with `sizes`, so the browser picks the smallest that is sharp at its pixel ratio.
 */
export function imageSources(url: string, display: ImageDisplay): ImageSources {
  const match = GENERATED_URL.exec(url);
  if (!match) return { src: url };
  const [, folder = '', variant = ''] = match;
  const raster = (width: ArtworkWidth) => `${folder}${variant}.${width}.webp`;
  return {
    src: raster(FALLBACK_WIDTH),
    srcSet: ARTWORK_WIDTHS.map((width) => `${raster(width)} ${width}w`).join(', '),
    sizes: sizesFor(display),
  };
}
