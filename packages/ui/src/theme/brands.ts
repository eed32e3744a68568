/** SPEC §1: the brands, and '99' when the brand is unknown. */
export const THEME_BRANDS = ['WPTG', 'WPTA', 'WPTGPUKE', '99'] as const;
export type ThemeBrand = (typeof THEME_BRANDS)[number];

export const DEFAULT_THEME_BRAND: ThemeBrand = '99';

export function isThemeBrand(value: unknown): value is ThemeBrand {
  return typeof value === 'string' && (THEME_BRANDS as readonly string[]).includes(value);
}

/** Settings carry the brand as free text; anything unknown themes as the default brand. */
export function toThemeBrand(value: string | null | undefined): ThemeBrand {
  const upper = value?.trim().toUpperCase();
  return isThemeBrand(upper) ? upper : DEFAULT_THEME_BRAND;
}
