/**
 * Placeholder artwork rendered from an image path alone: the same path always gives the same
 * SVG, so responses can be cached as immutable and no image is stored anywhere.
 */
export type ArtworkKind = 'game' | 'supplier' | 'label' | 'banner' | 'bonus' | 'brand';

export interface ArtworkRequest {
  readonly kind: ArtworkKind;
  /** The entity's id or code, as in the path. */
  readonly id: string;
  /** desktop, mobile, featured-desktop, loading-landscape, title… */
  readonly variant: string;
  /** Extra text, such as a game's aggregator. */
  readonly caption?: string;
}

interface Size {
  readonly width: number;
  readonly height: number;
}

const SIZES: Readonly<Record<string, Size>> = {
  'game/desktop': { width: 320, height: 240 },
  'game/mobile': { width: 240, height: 320 },
  'game/featured-desktop': { width: 640, height: 320 },
  'game/featured-mobile': { width: 360, height: 480 },
  'game/loading-landscape': { width: 1280, height: 720 },
  'game/loading-portrait': { width: 720, height: 1280 },
  'supplier/desktop': { width: 240, height: 80 },
  'supplier/mobile': { width: 160, height: 64 },
  'label/desktop': { width: 120, height: 32 },
  'label/mobile': { width: 96, height: 28 },
  'banner/desktop': { width: 1200, height: 400 },
  'banner/mobile': { width: 640, height: 400 },
  'bonus/desktop': { width: 480, height: 270 },
  'bonus/mobile': { width: 360, height: 270 },
  'brand/title': { width: 480, height: 120 },
};

/** The variants each kind accepts; anything else is a 404. */
export function artworkSize(kind: ArtworkKind, variant: string): Size | undefined {
  return SIZES[`${kind}/${variant}`];
}

function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** "gates-of-olympus-12" → "Gates Of Olympus"; "AGDragonTiger7" → "Dragon Tiger". */
export function displayName(id: string): string {
  const words = id
    .replace(/^AG(?=[A-Z])/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[-_\s]+/)
    .filter((word) => word.length > 0 && !/^\d+$/.test(word) && !/^[A-Z]*\d+$/.test(word));
  const cleaned = words.map((word) => word.replace(/\d+$/, '')).filter(Boolean);
  return cleaned.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ') || id;
}

export function renderArtwork(request: ArtworkRequest): string | undefined {
  const size = artworkSize(request.kind, request.variant);
  if (!size) return undefined;
  const seed = hash(`${request.kind}/${request.id}`);
  const hue = seed % 360;
  const accent = (hue + 40 + (seed % 80)) % 360;
  const { width, height } = size;
  const title = escapeXml(request.kind === 'brand' ? request.id.toUpperCase() : displayName(request.id));
  const caption = request.caption ? escapeXml(request.caption) : '';
  const fontSize = Math.max(10, Math.round(Math.min(width / Math.max(8, title.length * 0.62), height / 4)));
  const circles = Array.from({ length: 4 }, (_, index) => {
    const value = hash(`${seed}/${index}`);
    return `<circle cx="${value % width}" cy="${(value >>> 8) % height}" r="${(Math.min(width, height) / 6) * (1 + (index % 3))}" fill="hsl(${(accent + index * 25) % 360} 80% 60%)" opacity="0.18"/>`;
  }).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 65% 32%)"/><stop offset="1" stop-color="hsl(${accent} 70% 18%)"/>`,
    `</linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="${Math.round(Math.min(width, height) / 12)}" fill="url(#g)"/>`,
    circles,
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Verdana, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#fff">${title}</text>`,
    caption
      ? `<text x="50%" y="${Math.round(height * 0.82)}" text-anchor="middle" font-family="Verdana, sans-serif" font-size="${Math.max(8, Math.round(fontSize / 2))}" fill="#fff" opacity="0.75">${caption}</text>`
      : '',
    '</svg>',
  ].join('');
}
