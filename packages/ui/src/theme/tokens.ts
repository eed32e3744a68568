import { PAGE_MAX_WIDTH_PX } from '@lobby/domain';

/**
 * The lobby ships no web font: every writing system its 16 locales use falls to a font the
 * player's system has, for macOS and iOS, Windows, and Android or Linux in turn. Latin first
 * (system-ui draws the platform's own UI face), then each script's fonts. CJK fonts also hold
 * Latin, so they come after the Latin ones, or Latin would take their wider glyphs.
 */
const LATIN_FONTS = ['system-ui', '-apple-system', "'Segoe UI'", 'Roboto', "'Helvetica Neue'", 'Arial', "'Noto Sans'"];
const SCRIPT_FONTS = {
  thai: ['Thonburi', "'Leelawadee UI'", 'Tahoma', "'Noto Sans Thai'"],
  japanese: ["'Hiragino Sans'", "'Hiragino Kaku Gothic ProN'", "'Yu Gothic'", 'Meiryo', "'Noto Sans CJK JP'"],
  simplifiedChinese: ["'PingFang SC'", "'Microsoft YaHei'", "'Noto Sans CJK SC'"],
  traditionalChinese: ["'PingFang TC'", "'Microsoft JhengHei'", "'Noto Sans CJK TC'"],
  korean: ["'Apple SD Gothic Neo'", "'Malgun Gothic'", "'Noto Sans CJK KR'"],
} as const;
type Script = keyof typeof SCRIPT_FONTS;
const SCRIPTS = Object.keys(SCRIPT_FONTS) as Script[];

/** A font-family value: Latin, then `first`'s fonts, then every other script's, then the generic. */
function fontStack(first?: Script): string {
  const scripts = first === undefined ? SCRIPTS : [first, ...SCRIPTS.filter((script) => script !== first)];
  return [...LATIN_FONTS, ...scripts.flatMap((script) => SCRIPT_FONTS[script]), 'sans-serif'].join(', ');
}

/** Below this width (px) a phone is narrow: the header's search, balance and cashier share ~360 px. */
const WIDE_PHONE_MIN_WIDTH = 480;

/**
 * Static design tokens: the same for every brand and mode. Colours are not here; they
 * depend on brand and mode and are derived in createTheme (see palette.ts).
 */
export const tokens = {
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
  },
  radii: {
    sm: '4px',
    md: '8px',
    lg: '12px',
    xl: '16px',
    pill: '999px',
    round: '50%',
  },
  font: {
    family: fontStack(),
    /**
     * The family for a page in a CJK language (the `:lang()` of `<html lang>`, set to the
     * locale): one Han character is drawn differently in Japanese, Simplified and Traditional
     * Chinese and Korean, so that language's fonts come first. Later entries win over earlier
     * ones they overlap (`zh-TW` over `zh`), as the global styles write them in this order.
     */
    familyByLanguage: [
      { languages: ['ja'], family: fontStack('japanese') },
      { languages: ['ko'], family: fontStack('korean') },
      { languages: ['zh', 'zh-CN', 'zh-SG', 'zh-Hans'], family: fontStack('simplifiedChinese') },
      { languages: ['zh-TW', 'zh-HK', 'zh-MO', 'zh-Hant'], family: fontStack('traditionalChinese') },
    ],
    size: {
      xs: '0.6875rem',
      sm: '0.8125rem',
      md: '0.9375rem',
      lg: '1.125rem',
      xxl: '1.75rem',
    },
    weight: { medium: 500, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.45 },
  },
  /** Stacking order of the lobby's own layers, low to high. */
  zIndex: {
    raised: 1,
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
  /**
   * Viewport queries. A remote reads them from its own
   * `tokens` import rather than the theme, which is the host's and may predate a new one.
   */
  media: {
    /** A narrow phone (below WIDE_PHONE_MIN_WIDTH). */
    narrowPhone: `@media not all and (min-width: ${WIDE_PHONE_MIN_WIDTH}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
    coarsePointer: '@media (pointer: coarse)',
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    shimmer: '1.4s',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  focusRing: { width: '2px', offset: '2px' },
} as const;

export type Tokens = typeof tokens;
export type RadiusToken = keyof Tokens['radii'];
