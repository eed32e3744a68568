import type { Brand } from '@lobby/domain';
import type { ThemeName } from '@lobby/shared';
import type { Tokens } from './tokens';

/** Semantic colours: what a colour is for, never what it looks like. */
export interface ThemeColors {
  readonly surface: string;
  readonly surfaceRaised: string;
  readonly surfaceSunken: string;
  readonly border: string;
  readonly text: string;
  readonly textMuted: string;
  readonly textOnAccent: string;
  readonly accent: string;
  readonly accentHover: string;
  readonly focus: string;
  readonly danger: string;
  readonly success: string;
  readonly warning: string;
  readonly placeholder: string;
  readonly placeholderIcon: string;
  readonly skeleton: string;
  readonly skeletonHighlight: string;
  readonly scrim: string;
  /** A gradient that keeps text readable over artwork. */
  readonly imageOverlay: string;
  /** The same from the inline start, for copy set on the left of wide artwork. */
  readonly imageOverlayStart: string;
  readonly textOnImage: string;
  readonly favourite: string;
  readonly progressTrack: string;
  readonly progressFill: string;
}

/** A label badge's colours (palette.ts LABEL_TONES). */
export interface LabelTone {
  readonly background: string;
  readonly text: string;
}

// The one augmentation of Emotion's Theme, so `css={(theme) => …}` and useTheme() are
// typed everywhere that imports @lobby/ui.
declare module '@emotion/react' {
  export interface Theme extends Tokens {
    readonly brand: Brand;
    readonly mode: ThemeName;
    readonly color: ThemeColors;
    readonly shadow: { readonly raised: string };
    /** Badge colours a label is drawn in; GameCard picks one per label id. */
    readonly labelTones: readonly LabelTone[];
  }
}
