import type { LicenseType } from '@lobby/shared';
import { DEFAULT_BRAND_CODE } from '../settings/schema';

/** SPEC §1: the three brands. */
export const BRANDS = ['WPTG', 'WPTA', 'WPTGPUKE'] as const;
export type Brand = (typeof BRANDS)[number];

export const REGIONS = ['Tobique', 'Curacao', 'SouthKorea', 'WPTGO', 'China'] as const;
export type Region = (typeof REGIONS)[number];

/** SPEC §6 "Default region Curacao". */
export const DEFAULT_REGION: Region = 'Curacao';
/** The licence type of the default region: what the lobby assumes when the licence call fails (SPEC §8). */
export const DEFAULT_LICENSE_TYPE: LicenseType = 'Curacao';

/** SPEC §6 brand-to-region. */
export const BRAND_REGIONS: { readonly [B in Brand]: readonly Region[] } = {
  WPTG: ['Tobique', 'Curacao'],
  WPTA: ['SouthKorea', 'WPTGO'],
  WPTGPUKE: ['China'],
};

/** SPEC §6 licence codes; WPTGO has none in the SPEC and takes the default code. */
export const REGION_LICENSE_CODES: { readonly [R in Region]?: string } = {
  China: '101',
  SouthKorea: '101',
  Curacao: '99',
  Tobique: '99',
};

/**
 * The region a licence type stands for. Mexico and Philippines are licence types with no
 * region in SPEC §6, so they decide nothing and the brand setting is used instead.
 */
const LICENSE_TYPE_REGIONS: ReadonlyMap<LicenseType, Region | null> = new Map<LicenseType, Region | null>([
  ['Curacao', 'Curacao'],
  ['SouthKorea', 'SouthKorea'],
  ['Mexico', null],
  ['Philippines', null],
]);

export function brandOfRegion(region: Region): Brand {
  return BRANDS.find((brand) => BRAND_REGIONS[brand].includes(region)) ?? 'WPTG';
}

/**
 * The region to assume when only the brand is known: the default region where the brand
 * covers it (WPTG covers Tobique and Curacao, and Curacao is the default), else the
 * brand's first region.
 */
export function regionOfBrand(brand: Brand): Region {
  const regions = BRAND_REGIONS[brand];
  return regions.includes(DEFAULT_REGION) ? DEFAULT_REGION : (regions[0] ?? DEFAULT_REGION);
}

/**
 * A licence code given as the brand setting names every region with that code; the one
 * that is also a licence type's region wins: '101' is SouthKorea rather than China, '99'
 * Curacao rather than Tobique.
 */
function regionOfCode(code: string): Region | undefined {
  const licensed = new Set(LICENSE_TYPE_REGIONS.values());
  return REGIONS.find((region) => REGION_LICENSE_CODES[region] === code && licensed.has(region));
}

export interface BrandInput {
  readonly licenseType: LicenseType | null;
  /** The brand setting: a brand name ('WPTA') or a licence code ('99', '101'). */
  readonly brand: string | null;
}

/**
 * SPEC §1 and §6: the region the lobby is served for comes from the licence type where it
 * names a region, else from the brand setting. A brand name (any case) gives the brand's
 * region (regionOfBrand), a licence code its region (regionOfCode). Anything else is
 * taken as the default code '99': Curacao.
 */
export function resolveRegion(input: BrandInput): Region {
  const licensed = input.licenseType === null ? undefined : LICENSE_TYPE_REGIONS.get(input.licenseType);
  if (licensed) return licensed;
  const setting = typeof input.brand === 'string' ? input.brand.trim() : '';
  const named = BRANDS.find((brand) => brand.toLowerCase() === setting.toLowerCase());
  if (named !== undefined) return regionOfBrand(named);
  return regionOfCode(setting) ?? regionOfCode(DEFAULT_BRAND_CODE) ?? DEFAULT_REGION;
}

/** SPEC §1: the brand of the resolved region, so brand and region never disagree. */
export function resolveBrand(input: BrandInput): Brand {
  return brandOfRegion(resolveRegion(input));
}

/** The brand's title artwork, as the content service serves it (the game page's loading overlay shows it). */
export function brandTitleImagePath(brand: string): string {
  return `/images/brands/${encodeURIComponent(brand)}/title.svg`;
}
