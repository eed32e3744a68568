import type { ImageHostMap, ImagePair, RawBonus, RawGameCard, RawLobbyResponse } from '@lobby/shared';

/**
 * SPEC §7/§8 "GET domain_config … reads config.proxies to remap image hosts": an absolute image
 * URL whose origin (or bare host) the map names is served from the map's replacement instead,
 * path, query and fragment kept. A replacement may be another origin or a path on the lobby's
 * own ('/images'), the way a proxy list names its bases. Relative URLs, other schemes and
 * hosts the map does not name stay as they are, and so does everything with an empty map.
 */
export function remapImageUrl(url: string, hosts: ImageHostMap): string {
  if (!/^https?:\/\//i.test(url)) return url;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url;
  }
  const replacement = ownEntry(hosts, parsed.origin) ?? ownEntry(hosts, parsed.host);
  if (replacement === undefined) return url;
  return `${replacement.replace(/\/+$/, '')}${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** A key the map itself holds ('constructor' or '__proto__' in a URL never reach Object.prototype). */
function ownEntry(hosts: ImageHostMap, key: string): string | undefined {
  return Object.prototype.hasOwnProperty.call(hosts, key) ? hosts[key] : undefined;
}

const hasHosts = (hosts: ImageHostMap): boolean => Object.keys(hosts).length > 0;

function remapPair(pair: ImagePair, hosts: ImageHostMap): ImagePair;
function remapPair(pair: ImagePair | null | undefined, hosts: ImageHostMap): ImagePair | null | undefined;
function remapPair(pair: ImagePair | null | undefined, hosts: ImageHostMap): ImagePair | null | undefined {
  if (pair === null || typeof pair !== 'object') return pair;
  const url = (value: string | null) => (typeof value === 'string' ? remapImageUrl(value, hosts) : value);
  return { ...pair, desktop: url(pair.desktop), mobile: url(pair.mobile) };
}

/** A game's artwork (tile, featured and loading images) with its hosts remapped. */
export function remapGameImages<G extends RawGameCard>(game: G, hosts: ImageHostMap): G {
  if (!hasHosts(hosts) || game === null || typeof game !== 'object') return game;
  const loading = game.loadingImage;
  const url = (value: string | null) => (typeof value === 'string' ? remapImageUrl(value, hosts) : value);
  return {
    ...game,
    image: remapPair(game.image, hosts),
    featuredImage: remapPair(game.featuredImage, hosts) ?? null,
    ...(loading === null || typeof loading !== 'object'
      ? {}
      : { loadingImage: { ...loading, landscape: url(loading.landscape), portrait: url(loading.portrait) } }),
  };
}

/**
 * The lobby reply with every image it names remapped (games, suppliers, labels, banners and
 * poker banners), so everything normalised from it shows the remapped hosts. Malformed entries
 * pass through for normalisation to judge.
 */
export function remapLobbyImages(reply: RawLobbyResponse, hosts: ImageHostMap): RawLobbyResponse {
  if (!hasHosts(hosts)) return reply;
  const each = <T>(list: readonly T[] | null | undefined, remap: (item: T) => T): readonly T[] =>
    Array.isArray(list)
      ? list.map((item: T) => (item !== null && typeof item === 'object' ? remap(item) : item))
      : (list ?? []);
  return {
    ...reply,
    games: each(reply.games, (game) => remapGameImages(game, hosts)),
    suppliers: each(reply.suppliers, (supplier) => ({ ...supplier, images: remapPair(supplier.images, hosts) })),
    labels: each(reply.labels, (label) => ({ ...label, images: remapPair(label.images, hosts) })),
    banners: each(reply.banners, (banner) => ({ ...banner, image: remapPair(banner.image, hosts) })),
    pokerBanners: each(reply.pokerBanners, (banner) => ({ ...banner, image: remapPair(banner.image, hosts) })),
  };
}

/** A bonus with its art remapped. */
export function remapBonusImages(bonus: RawBonus, hosts: ImageHostMap): RawBonus {
  if (!hasHosts(hosts) || bonus === null || typeof bonus !== 'object') return bonus;
  return { ...bonus, image: remapPair(bonus.image, hosts) };
}
