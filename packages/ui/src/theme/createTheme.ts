import type { Theme } from '@emotion/react';
import type { Brand } from '@lobby/domain';
import type { ThemeName } from '@lobby/shared';
import { BRAND_PALETTES, LABEL_TONES, MODE_PALETTES } from './palette';
import { tokens } from './tokens';

/** Derives the semantic colours of a brand in a mode on top of the static tokens. */
export function createTheme(brand: Brand, mode: ThemeName): Theme {
  const b = BRAND_PALETTES[brand];
  const m = MODE_PALETTES[mode];
  const dark = mode === 'dark';
  const accent = dark ? b.accentOnDark : b.accent;
  return {
    ...tokens,
    brand,
    mode,
    color: {
      surface: m.surface,
      surfaceRaised: m.surfaceRaised,
      surfaceSunken: m.surfaceSunken,
      border: m.border,
      text: m.text,
      textMuted: m.textMuted,
      // On dark, the lighter accent needs dark text; on light, the deep accent takes white.
      textOnAccent: dark ? m.surfaceSunken : b.onAccent,
      accent,
      accentHover: dark ? b.accentStrongOnDark : b.accentStrong,
      focus: accent,
      danger: m.danger,
      success: m.success,
      warning: m.warning,
      placeholder: m.placeholder,
      placeholderIcon: m.placeholderIcon,
      skeleton: m.skeleton,
      skeletonHighlight: m.skeletonHighlight,
      scrim: m.scrim,
      imageOverlay: m.imageOverlay,
      imageOverlayStart: m.imageOverlayStart,
      textOnImage: m.onImage,
      favourite: m.danger,
      progressTrack: m.surfaceSunken,
      progressFill: accent,
    },
    shadow: { raised: m.shadow },
    labelTones: LABEL_TONES,
  };
}
