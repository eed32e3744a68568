import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import type { LabelTone } from '../../theme/Theme';

/** Room the favourite button keeps free in the top-right corner: badges stop short of it. */
const HEART_PX = 40;
/** Tiles narrower than 100 px (a dense grid on a phone) keep the artwork clear: smaller heart, no chips. */
const narrowTile = '@container (max-width: 99px)';
const NARROW_HEART_PX = 28;
const BADGE_LINE_HEIGHT = 1.6;

export const card = (theme: Theme) => css`
  position: relative;
  min-width: 0;
  container-type: inline-size;
  border-radius: ${theme.radii.lg};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  transition:
    transform ${theme.motion.fast} ${theme.motion.easing},
    box-shadow ${theme.motion.fast} ${theme.motion.easing};
  /* The ring is the card's, drawn just inside its edge: outlines paint over the artwork,
     and a slider's slide clips anything outside the card. */
  &:has(> button:focus-visible) {
    outline: calc(${theme.focusRing.width} * 1.5) solid ${theme.color.focus};
    outline-offset: calc(${theme.focusRing.width} * -1.5);
  }
  @media (hover: hover) {
    &:hover {
      transform: translateY(-3px);
      box-shadow: ${theme.shadow.raised};
    }
    &:hover img {
      filter: brightness(1.08);
    }
  }
  &:has(> button:first-child:active) {
    transform: scale(0.97);
  }
  ${theme.media.reducedMotion} {
    transition: none;
    &:hover,
    &:has(> button:first-child:active) {
      transform: none;
    }
  }
`;

export const launch = css`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: inherit;
  overflow: hidden;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  &:focus-visible {
    outline: none;
  }
`;

export const artwork = css`
  position: relative;
  display: block;
  order: -1;
`;

export const captionBelow = (theme: Theme) => css`
  display: block;
  padding: ${theme.space.sm} ${theme.space.sm} ${theme.space.md};
`;

/**
 * Wide artwork (the featured style) on a narrow tile is too short to hold the caption:
 * there the caption goes below the artwork, clear of the heart and the badges.
 */
const shortArtwork = '@container (max-width: 239px)';

export const captionOverlay = (theme: Theme, wideArtwork: boolean) => css`
  position: absolute;
  inset: auto 0 0 0;
  display: block;
  padding: ${theme.space.xl} ${theme.space.md} ${theme.space.md};
  background: ${theme.color.imageOverlay};
  color: ${theme.color.textOnImage};
  ${wideArtwork &&
  css`
    ${shortArtwork} {
      position: static;
      padding: ${theme.space.sm} ${theme.space.sm} ${theme.space.md};
      background: none;
      color: ${theme.color.text};
    }
  `}
`;

/** One line; an ellipsis only when the text does not fit. */
const oneLine = css`
  display: block;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const titleText = (theme: Theme) => css`
  ${oneLine};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
  /* Whole-pixel lines keep the card a whole number of pixels tall, so scrolling a focused
     card into view shows all of it. */
  line-height: 1.25rem;
`;

export const metaText = (theme: Theme, overImage: boolean, wideArtwork: boolean) => css`
  ${oneLine};
  font-size: ${theme.font.size.xs};
  line-height: 1rem;
  color: ${overImage ? theme.color.textOnImage : theme.color.textMuted};
  /* "N playing" is the lobby's own words, longer in many languages, and has no tooltip: it wraps. */
  &[data-part='playing'] {
    white-space: normal;
    overflow-wrap: anywhere;
  }
  ${wideArtwork &&
  css`
    ${shortArtwork} {
      color: ${theme.color.textMuted};
    }
  `}
`;

export const playingChip = (theme: Theme) => css`
  position: absolute;
  left: ${theme.space.xs};
  bottom: ${theme.space.xs};
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  max-width: calc(100% - ${theme.space.sm});
  padding: 0 ${theme.space.sm};
  /* A pill on one line; a rounded box when a long translation wraps to two. */
  border-radius: ${theme.radii.lg};
  background: ${theme.color.scrim};
  color: ${theme.color.textOnImage};
  font-size: ${theme.font.size.xs};
  line-height: 1.6;
  overflow-wrap: anywhere;
  ${narrowTile} {
    display: none;
  }
  &::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    border-radius: ${theme.radii.round};
    background: ${theme.color.success};
  }
`;

/** Badges that do not fit on the one row wrap out of sight whole, rather than as stubs. */
export const labelRow = (theme: Theme) => css`
  position: absolute;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  max-width: calc(100% - ${HEART_PX}px - ${theme.space.sm} * 2);
  max-height: calc(${theme.font.size.xs} * ${BADGE_LINE_HEIGHT});
  overflow: hidden;
  pointer-events: none;
  ${narrowTile} {
    display: none;
  }
`;

export const labelChip = (theme: Theme, tone: LabelTone | undefined) => css`
  max-width: 100%;
  overflow: hidden;
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  background: ${tone?.background ?? theme.color.accent};
  color: ${tone?.text ?? theme.color.textOnAccent};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  line-height: ${BADGE_LINE_HEIGHT};
  letter-spacing: 0.02em;
  text-transform: uppercase;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

export const favourite = (theme: Theme, pressed: boolean) => css`
  position: absolute;
  top: ${theme.space.xs};
  right: ${theme.space.xs};
  z-index: ${theme.zIndex.raised};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${HEART_PX}px;
  height: ${HEART_PX}px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.color.scrim};
  color: ${pressed ? theme.color.favourite : theme.color.textOnImage};
  cursor: pointer;
  transition: transform ${theme.motion.fast} ${theme.motion.easing};
  ${narrowTile} {
    top: ${theme.space.xxs};
    right: ${theme.space.xxs};
    width: ${NARROW_HEART_PX}px;
    height: ${NARROW_HEART_PX}px;
    & svg {
      width: 16px;
      height: 16px;
    }
  }
  @media (hover: hover) {
    &:hover {
      transform: scale(1.1);
    }
  }
  &:active {
    transform: scale(0.92);
  }
  ${theme.media.reducedMotion} {
    transition: none;
    &:hover,
    &:active {
      transform: none;
    }
  }
`;
