import { brandTitleImagePath } from '@lobby/domain';

/**
 * Origin-relative artwork URLs. src/images renders each from its path alone, so these are
 * the only place that needs to agree with it.
 */
export const imagePaths = {
  game: (aggregator: string, code: string, variant: GameImageVariant): string =>
    `/images/games/${encodeURIComponent(aggregator)}/${encodeURIComponent(code)}/${variant}.svg`,
  supplier: (code: string, variant: 'desktop' | 'mobile'): string =>
    `/images/suppliers/${encodeURIComponent(code)}/${variant}.svg`,
  label: (id: string, variant: 'desktop' | 'mobile'): string => `/images/labels/${encodeURIComponent(id)}/${variant}.svg`,
  banner: (id: string, variant: 'desktop' | 'mobile'): string =>
    `/images/banners/${encodeURIComponent(id)}/${variant}.svg`,
  bonus: (id: string, variant: 'desktop' | 'mobile'): string =>
    `/images/bonuses/${encodeURIComponent(id)}/${variant}.svg`,
  brandTitle: brandTitleImagePath,
};

export const GAME_IMAGE_VARIANTS = [
  'desktop', 'mobile', 'featured-desktop', 'featured-mobile', 'loading-landscape', 'loading-portrait',
] as const;
export type GameImageVariant = (typeof GAME_IMAGE_VARIANTS)[number];
