import { PAGE_MAX_WIDTH_PX } from '@lobby/domain';

/**
 * Static design tokens: the same for every brand and mode. Colours are not here; they
 * depend on brand and mode and are derived in createTheme (see palette.ts).
 */
export const tokens = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: {
    none: '0',
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    pill: '999px',
    round: '50%',
  },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    size: {
      xs: '0.6875rem',
      sm: '0.8125rem',
      md: '0.9375rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
    },
    weight: { regular: 400, medium: 500, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.45 },
  },
  /** Stacking order of the lobby's own layers, low to high. */
  zIndex: {
    base: 0,
    raised: 1,
    sliderControls: 10,
    header: 100,
    overlay: 1000,
    popup: 1100,
    toast: 1200,
  },
  /**
   * The page frame: content stops widening at maxWidth (the domain's PAGE_MAX_WIDTH_PX, which
   * artwork sizes also stop at), and every row, header included, keeps the same gutter from
   * the edge.
   */
  frame: {
    maxWidth: `${PAGE_MAX_WIDTH_PX}px`,
    gutter: { desktop: '24px', mobile: '16px' },
  },
  /** Smallest touch target on coarse pointers (WCAG 2.5.5, platform guidelines). */
  touchTarget: '44px',
  /** A small control's height for a mouse (Button size sm, the slider's arrows). */
  compactControl: '32px',
  /** Min widths in px; the host decides the platform, these only tune layout within it. */
  breakpoints: { mobile: 0, tablet: 600, desktop: 1024, wide: 1440 },
  media: {
    tablet: '@media (min-width: 600px)',
    desktop: '@media (min-width: 1024px)',
    wide: '@media (min-width: 1440px)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
    coarsePointer: '@media (pointer: coarse)',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '400ms',
    shimmer: '1.4s',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  focusRing: { width: '2px', offset: '2px' },
} as const;

export type Tokens = typeof tokens;
export type SpaceToken = keyof Tokens['space'];
export type RadiusToken = keyof Tokens['radii'];
