/**
 * The only place raw colours live. Brand palettes carry the brand's accent; mode palettes
 * carry the neutrals. createTheme turns them into semantic colours, which is all the rest
 * of the lobby may use.
 */
import type { Brand } from '@lobby/domain';
import type { ThemeName } from '@lobby/shared';

export interface BrandPalette {
  readonly accent: string;
  readonly accentStrong: string;
  readonly onAccent: string;
  /** The accent as seen on a dark surface, where the plain accent may lack contrast. */
  readonly accentOnDark: string;
  readonly accentStrongOnDark: string;
}

export interface ModePalette {
  readonly surface: string;
  readonly surfaceRaised: string;
  readonly surfaceSunken: string;
  readonly border: string;
  readonly text: string;
  readonly textMuted: string;
  readonly placeholder: string;
  readonly placeholderIcon: string;
  readonly skeleton: string;
  readonly skeletonHighlight: string;
  readonly scrim: string;
  readonly shadow: string;
  readonly danger: string;
  readonly success: string;
  readonly warning: string;
  readonly imageOverlay: string;
  readonly imageOverlayStart: string;
  readonly onImage: string;
}

export const BRAND_PALETTES: { readonly [B in Brand]: BrandPalette } = {
  WPTG: {
    accent: '#b8860b',
    accentStrong: '#8f6708',
    onAccent: '#ffffff',
    accentOnDark: '#e3b341',
    accentStrongOnDark: '#f0c85a',
  },
  WPTA: {
    accent: '#c0392b',
    accentStrong: '#962d22',
    onAccent: '#ffffff',
    accentOnDark: '#ff6b5b',
    accentStrongOnDark: '#ff8a7d',
  },
  WPTGPUKE: {
    accent: '#1d6fd6',
    accentStrong: '#1557aa',
    onAccent: '#ffffff',
    accentOnDark: '#5fa2ff',
    accentStrongOnDark: '#86b9ff',
  },
};

/**
 * Label badge colours: deep enough that their white text passes WCAG AA at badge size in
 * both modes, and distinct from one another so neighbouring badges read apart.
 */
export const LABEL_TONES: readonly { readonly background: string; readonly text: string }[] = [
  { background: '#c62828', text: '#ffffff' },
  { background: '#1b7f45', text: '#ffffff' },
  { background: '#1d5fc2', text: '#ffffff' },
  { background: '#6a3fc1', text: '#ffffff' },
  { background: '#8a5300', text: '#ffffff' },
  { background: '#0f6e75', text: '#ffffff' },
  { background: '#a3236d', text: '#ffffff' },
];

export const MODE_PALETTES: { readonly [M in ThemeName]: ModePalette } = {
  dark: {
    surface: '#121318',
    surfaceRaised: '#1d1f27',
    surfaceSunken: '#0b0c10',
    border: '#2e313c',
    text: '#f2f3f7',
    textMuted: '#a4a8b6',
    placeholder: '#262933',
    placeholderIcon: '#4a4e5c',
    skeleton: '#22252e',
    skeletonHighlight: '#2e323d',
    scrim: 'rgba(0, 0, 0, 0.72)',
    shadow: '0 4px 16px rgba(0, 0, 0, 0.5)',
    danger: '#ff6b6b',
    success: '#4cd68a',
    warning: '#ffc552',
    imageOverlay: 'linear-gradient(to top, rgba(0, 0, 0, 0.85), rgba(0, 0, 0, 0))',
    imageOverlayStart: 'linear-gradient(to right, rgba(0, 0, 0, 0.75) 30%, rgba(0, 0, 0, 0))',
    onImage: '#ffffff',
  },
  light: {
    surface: '#ffffff',
    surfaceRaised: '#f4f5f8',
    surfaceSunken: '#e9ebf0',
    border: '#d5d8e0',
    text: '#16181d',
    textMuted: '#585d6b',
    placeholder: '#e4e6ec',
    placeholderIcon: '#a6abb8',
    skeleton: '#e6e8ed',
    skeletonHighlight: '#f3f4f7',
    scrim: 'rgba(10, 12, 16, 0.55)',
    shadow: '0 4px 16px rgba(16, 24, 40, 0.14)',
    danger: '#c62828',
    success: '#1b7f45',
    warning: '#a15c00',
    imageOverlay: 'linear-gradient(to top, rgba(0, 0, 0, 0.8), rgba(0, 0, 0, 0))',
    imageOverlayStart: 'linear-gradient(to right, rgba(0, 0, 0, 0.7) 30%, rgba(0, 0, 0, 0))',
    onImage: '#ffffff',
  },
};
