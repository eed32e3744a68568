import {
  LAYOUT_PLATFORM_MEDIA,
  imageSources,
  leadImage,
  nextWindowChange,
  normaliseLobby,
  rememberAtMost,
  type Lobby,
} from '@lobby/domain';
import { PLATFORMS, type Platform, type RawLobbyResponse } from '@lobby/shared';
import { escapeAttribute } from './pagePolicy';

/** Pages whose preload is kept: each locale, platform and audience variant of a few pages. */
const CACHED_PAGES = 64;

/**
 * Where the preload of a page's lead image on `platform` fetches from (domain leadImage, drawn
 * as imageSources draws the <img>): the same srcset and sizes, so the browser fetches it once.
 * Generated artwork has no href: a browser that cannot read imagesrcset would fetch the
 * fallback raster, then the <img> another. Null when the page opens without one.
 */
function leadSource(lobby: Lobby, slug: string, platform: Platform): string | null {
  const wanted = slug.toLowerCase();
  const page = lobby.pages.find((candidate) => candidate.slug.toLowerCase() === wanted);
  const lead = page === undefined ? null : leadImage(page.blocks, platform);
  if (lead === null) return null;
  const { src, srcSet, sizes } = imageSources(lead.url, lead.display);
  return srcSet === undefined
    ? ` href="${escapeAttribute(src)}"`
    : ` imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(sizes ?? '')}"`;
}

/** The preload link of a lead `source`; `media` gates it to the layout that shows it. */
function preloadLink(source: string | null, media: string | null): string {
  if (source === null) return '';
  const gate = media === null ? '' : ` media="${escapeAttribute(media)}"`;
  return `<link rel="preload" as="image" fetchpriority="high"${source}${gate}>`;
}

/**
 * The preload links of page `slug`'s lead image in `lobby`: one for the platform a path prefix
 * fixed, else one per layout (media queries of the width that chooses it); one without a
 * query when both layouts open with the same image. Empty when the page opens without one.
 */
export function leadImagePreloads(lobby: Lobby, slug: string, fixed: Platform | null): string {
  if (fixed !== null) return preloadLink(leadSource(lobby, slug, fixed), null);
  const sources = PLATFORMS.map((platform) => leadSource(lobby, slug, platform));
  if (sources.every((source) => source === sources[0])) return preloadLink(sources[0] ?? null, null);
  return PLATFORMS.map((platform, at) => preloadLink(sources[at] ?? null, LAYOUT_PLATFORM_MEDIA[platform])).join('');
}

export interface FirstLobbyText {
  /** The lobby route's JSON text as sent. */
  readonly replyJson: string;
  /** Its ETag: the same tag is the same text. */
  readonly etag: string | undefined;
}

/**
 * leadImagePreloads for the first lobby reply a host page carries, computed once per reply
 * (its ETag), page and platform prefix rather than parsing the reply on every page request;
 * an entry lapses when a block's or link's date window next opens or closes.
 */
export function createLeadImagePreloads(now: () => number = Date.now) {
  const cache = new Map<string, { readonly markup: string; readonly until: number | null }>();
  return (first: FirstLobbyText, slug: string, fixed: Platform | null): string => {
    const at = now();
    const key = first.etag === undefined ? null : `${first.etag}\n${slug.toLowerCase()}\n${fixed ?? ''}`;
    const cached = key === null ? undefined : cache.get(key);
    if (cached !== undefined && (cached.until === null || at < cached.until)) return cached.markup;
    const raw = JSON.parse(first.replyJson) as RawLobbyResponse;
    const markup = leadImagePreloads(normaliseLobby(raw, { now: at }), slug, fixed);
    if (key !== null) {
      rememberAtMost(cache, key, { markup, until: nextWindowChange(raw, at) }, CACHED_PAGES);
    }
    return markup;
  };
}
