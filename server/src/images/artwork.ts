import { GAME_GLYPHS, SUIT_GLYPHS, type Glyph } from './glyphs';

/**
 * Artwork rendered from an image path alone: the same path always gives the same SVG, so
 * responses can be cached as immutable and no image is stored anywhere. Game, banner,
 * supplier, label and bonus artwork carries no text (the lobby names everything in text
 * beside it); only the brand title is a word mark.
 */
export type ArtworkKind = 'game' | 'supplier' | 'label' | 'banner' | 'bonus' | 'brand';

export interface ArtworkRequest {
  readonly kind: ArtworkKind;
  /** The entity's id or code, as in the path. */
  readonly id: string;
  /** desktop, mobile, featured-desktop, loading-landscape, title… */
  readonly variant: string;
  /** The game's aggregator: two aggregators' games with one code get different art. */
  readonly scope?: string;
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

/**
 * A stream of numbers in [0, 1) from one seed (mulberry32), so each drawing decision is
 * stable; it mixes well enough that ids one character apart still look unrelated.
 */
function numbersFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

const round = (value: number): number => Math.round(value * 10) / 10;

interface Scene {
  readonly width: number;
  readonly height: number;
  readonly hue: number;
  readonly accent: number;
  readonly random: () => number;
}

/** Light rays, rings, a diamond lattice or soft bokeh: one per artwork, behind the emblem. */
function backdrop({ width, height, random }: Scene, cx: number, cy: number): string {
  const reach = Math.hypot(width, height);
  switch (Math.floor(random() * 4)) {
    case 0: {
      const rays = 18;
      return Array.from({ length: rays / 2 }, (_, index) => {
        const from = ((index * 2) / rays) * Math.PI * 2;
        const to = ((index * 2 + 1) / rays) * Math.PI * 2;
        const point = (angle: number) => `${round(cx + Math.cos(angle) * reach)} ${round(cy + Math.sin(angle) * reach)}`;
        return `<path d="M${round(cx)} ${round(cy)}L${point(from)}L${point(to)}z" fill="#fff" opacity="0.07"/>`;
      }).join('');
    }
    case 1:
      return Array.from({ length: 7 }, (_, index) => {
        const r = round((Math.min(width, height) / 5) * (index + 1));
        return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${r}" fill="none" stroke="#fff" stroke-width="${round(r / 14)}" opacity="${round(0.12 - index * 0.012)}"/>`;
      }).join('');
    case 2: {
      const step = Math.max(width, height) / 8;
      return `<defs><pattern id="lattice" width="${round(step)}" height="${round(step)}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="${round(step)}" height="${round(step)}" fill="none" stroke="#fff" stroke-width="${round(step / 18)}" opacity="0.1"/></pattern></defs><rect width="${width}" height="${height}" fill="url(#lattice)"/>`;
    }
    default:
      return Array.from({ length: 9 }, () => {
        const r = round((0.04 + random() * 0.14) * Math.min(width, height));
        return `<circle cx="${round(random() * width)}" cy="${round(random() * height)}" r="${r}" fill="#fff" opacity="${round(0.05 + random() * 0.1)}"/>`;
      }).join('');
  }
}

function sparkles({ width, height, random }: Scene, count: number): string {
  return Array.from({ length: count }, () => {
    const size = (0.02 + random() * 0.035) * Math.min(width, height);
    const x = random() * width;
    const y = random() * height;
    const arm = round(size);
    const waist = round(size / 4);
    return `<path d="M${round(x)} ${round(y - arm)}l${waist} ${round(arm - waist)} ${round(arm - waist)} ${waist}-${round(arm - waist)} ${waist}-${waist} ${round(arm - waist)}-${waist}-${round(arm - waist)}-${round(arm - waist)}-${waist} ${round(arm - waist)}-${waist}z" fill="#fff" opacity="${round(0.45 + random() * 0.4)}"/>`;
  }).join('');
}

/** The emblem, scaled from its 24-unit box, with a drop shadow and a metallic fill. */
function emblem(scene: Scene, glyph: Glyph, cx: number, cy: number, size: number): string {
  const scale = size / 24;
  const at = (dx: number, dy: number) =>
    `translate(${round(cx - size / 2 + dx)} ${round(cy - size / 2 + dy)}) scale(${round(scale * 100) / 100})`;
  const shade = `hsl(${scene.hue} 70% 10%)`;
  return [
    `<defs><linearGradient id="metal" x1="0" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="hsl(${scene.accent} 100% 88%)"/>`,
    `<stop offset="0.55" stop-color="hsl(${scene.accent} 90% 62%)"/>`,
    `<stop offset="1" stop-color="hsl(${(scene.accent + 20) % 360} 85% 42%)"/>`,
    `</linearGradient></defs>`,
    `<path transform="${at(size * 0.04, size * 0.06)}" d="${glyph.fill}" fill="#000" fill-rule="evenodd" opacity="0.35"/>`,
    `<g transform="${at(0, 0)}">`,
    `<path d="${glyph.fill}" fill="url(#metal)" fill-rule="evenodd" stroke="${shade}" stroke-width="0.6" stroke-linejoin="round"/>`,
    glyph.detail
      ? `<path d="${glyph.detail}" fill="none" stroke="${shade}" stroke-width="0.7" stroke-linecap="round" stroke-linejoin="round" opacity="0.7"/>`
      : '',
    '</g>',
  ].join('');
}

function glyphsFor(kind: ArtworkKind, id: string): readonly Glyph[] {
  return kind === 'banner' && id.startsWith('poker-') ? SUIT_GLYPHS : GAME_GLYPHS;
}

/** Where the emblem sits: centred, except on banners, whose left side carries their copy. */
function emblemPlace(kind: ArtworkKind, { width, height }: Size): { cx: number; cy: number; size: number } {
  if (kind === 'banner') return { cx: width * 0.78, cy: height * 0.5, size: Math.min(width * 0.34, height * 0.72) };
  if (kind === 'supplier' || kind === 'label') return { cx: width / 2, cy: height / 2, size: height * 0.62 };
  return { cx: width / 2, cy: height * 0.45, size: Math.min(width, height) * 0.56 };
}

function brandTitle(id: string, { width, height }: Size, hue: number): string {
  const title = escapeXml(id.toUpperCase());
  const fontSize = Math.round(Math.min(width / Math.max(8, title.length * 0.62), height / 2));
  return `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="Verdana, sans-serif" font-weight="bold" font-size="${fontSize}" fill="hsl(${hue} 90% 85%)">${title}</text>`;
}

export function renderArtwork(request: ArtworkRequest): string | undefined {
  const size = artworkSize(request.kind, request.variant);
  if (!size) return undefined;
  const seed = hash(`${request.kind}/${request.scope ?? ''}/${request.id}`);
  const random = numbersFrom(seed);
  const hue = Math.floor(random() * 360);
  // The emblem's colour sits well away from the background's, so it always stands out.
  const accent = (hue + 150 + Math.floor(random() * 60)) % 360;
  const scene: Scene = { ...size, hue, accent, random };
  const { width, height } = size;
  const glyphs = glyphsFor(request.kind, request.id);
  const glyph = glyphs[Math.floor(random() * glyphs.length)] as Glyph;
  const place = emblemPlace(request.kind, size);
  const radius = request.kind === 'supplier' || request.kind === 'label' ? Math.round(height / 2) : 0;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">`,
    `<defs>`,
    `<linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue} 70% 34%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 75% 12%)"/>`,
    `</linearGradient>`,
    `<radialGradient id="glow" cx="${round(place.cx / width)}" cy="${round(place.cy / height)}" r="0.6">`,
    `<stop offset="0" stop-color="hsl(${(hue + 20) % 360} 95% 70%)" stop-opacity="0.7"/><stop offset="1" stop-color="hsl(${(hue + 20) % 360} 95% 70%)" stop-opacity="0"/>`,
    `</radialGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="${request.kind === 'banner' ? 1 : 0}" y2="${request.kind === 'banner' ? 0 : 1}">`,
    `<stop offset="0" stop-color="#000" stop-opacity="${request.kind === 'banner' ? 0.55 : 0}"/><stop offset="1" stop-color="#000" stop-opacity="${request.kind === 'banner' ? 0 : 0.35}"/>`,
    `</linearGradient>`,
    `<clipPath id="frame"><rect width="${width}" height="${height}" rx="${radius}"/></clipPath>`,
    `</defs>`,
    `<g clip-path="url(#frame)">`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    backdrop(scene, place.cx, place.cy),
    `<rect width="${width}" height="${height}" fill="url(#glow)"/>`,
    request.kind === 'brand' ? brandTitle(request.id, size, hue) : emblem(scene, glyph, place.cx, place.cy, place.size),
    request.kind === 'label' ? '' : sparkles(scene, 3 + Math.floor(random() * 4)),
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    `</g>`,
    '</svg>',
  ].join('');
}
