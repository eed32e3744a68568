import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import type { LabelTone } from '../../theme/Theme';
import { labelTone } from './labelTone';

/** Room the favourite button keeps free in the top-right corner: badges stop short of it. */
const HEART_PX = 40;
/** Tiles narrower than 100 px (a dense grid on a phone) keep the artwork clear: smaller heart, no chips. */
const narrowTile = '@container (max-width: 99px)';
const NARROW_HEART_PX = 28;
const BADGE_LINE_HEIGHT = 1.6;
/** A phone-sized tile: two badges at most, so they stay whole and leave the artwork visible. */
const phoneTile = '@container (max-width: 159px)';
/** The info button's side: a 32 px target (issue #34), under the heart in the same corner. */
const INFO_PX = 32;
/** The jackpot strip along the artwork's foot; what sits on that edge moves up by it. */
const JACKPOT_STRIP_PX = 24;

/** Shown over the artwork on hover (where there is a pointer) and while the card holds keyboard focus. */
const revealed = css`
  opacity: 1;
  pointer-events: auto;
`;

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
     and a slider's slide clips anything outside the card. The buttons over it ring themselves. */
  &:has(> button:first-child:focus-visible) {
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
    &:hover [data-reveal] {
      ${revealed};
    }
  }
  &:has(:focus-visible) [data-reveal] {
    ${revealed};
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

export const captionOverlay = (theme: Theme, wideArtwork: boolean, aboveJackpot: boolean) => css`
  position: absolute;
  inset: auto 0 ${aboveJackpot ? JACKPOT_STRIP_PX : 0}px 0;
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

export const playingChip = (theme: Theme, aboveJackpot: boolean) => css`
  position: absolute;
  left: ${theme.space.xs};
  bottom: calc(${aboveJackpot ? JACKPOT_STRIP_PX : 0}px + ${theme.space.xs});
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
  /* On a phone-sized tile it keeps clear of the info button's column (shown there on touch
     screens): a slimmer pill, which puts "N playing" on two lines where one does not fit. */
  ${phoneTile} {
    max-width: calc(100% - ${INFO_PX}px - ${theme.space.xs} * 3);
    padding: 0 ${theme.space.xs};
  }
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

/**
 * The badges, most telling first (New leads), on one line that stops short of the heart: three
 * at most on a tile, two on a phone-sized one. A badge that does not fit wraps out of sight
 * whole, never cut to "FRE…": the row's first item is an empty one, so even a first badge wider
 * than the row goes to the hidden second line rather than being clipped.
 */
export const badgeRow = (theme: Theme) => css`
  position: absolute;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  width: calc(100% - ${HEART_PX}px - ${theme.space.sm} * 2);
  max-height: calc(${theme.font.size.xs} * ${BADGE_LINE_HEIGHT});
  overflow: hidden;
  pointer-events: none;
  &::before {
    content: '';
    width: 0;
    /* A badge's height, so a badge wrapped past it starts below the row's clip. */
    height: calc(${theme.font.size.xs} * ${BADGE_LINE_HEIGHT});
    margin-inline-end: calc(${theme.space.xs} * -1);
  }
  & > :nth-of-type(n + 4) {
    display: none;
  }
  ${phoneTile} {
    & > :nth-of-type(n + 3) {
      display: none;
    }
  }
  ${narrowTile} {
    display: none;
  }
`;

/** As the CMS writes the label (no capitals forced: shorter, and right in every language). */
export const badgeChip = (theme: Theme, tone: LabelTone | undefined) => css`
  flex: none;
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  background: ${tone?.background ?? theme.color.accent};
  color: ${tone?.text ?? theme.color.textOnAccent};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  line-height: ${BADGE_LINE_HEIGHT};
  white-space: nowrap;
`;

/** The card's "Play" over the artwork (a demo game's): the launch button's face, not a button of its own. */
export const playPill = (theme: Theme) => css`
  position: absolute;
  top: 50%;
  left: 50%;
  /* Above "Play for fun", which sits just above the middle (see playForFunButton). */
  transform: translate(-50%, calc(-200% - ${theme.space.xs} * 3));
  display: inline-flex;
  align-items: center;
  min-height: ${theme.compactControl};
  padding: ${theme.space.xs} ${theme.space.lg};
  border-radius: ${theme.radii.pill};
  background: ${theme.color.accent};
  color: ${theme.color.textOnAccent};
  box-shadow: ${theme.shadow.raised};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.font.lineHeight.tight};
  white-space: nowrap;
  opacity: 0;
  pointer-events: none;
  transition: opacity ${theme.motion.fast} ${theme.motion.easing};
  ${theme.media.reducedMotion} {
    transition: none;
  }
`;

/**
 * A box over the artwork (its aspect ratio, at the card's top) for the buttons that sit on the
 * artwork outside the launch button. It lets clicks through to the card, except on its buttons.
 */
export const artworkFrame = (theme: Theme, aspectRatio: string) => css`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  aspect-ratio: ${aspectRatio};
  z-index: ${theme.zIndex.raised};
  pointer-events: none;
`;

export const playForFunButton = (theme: Theme) => css`
  position: absolute;
  top: 50%;
  left: 50%;
  /*
   * Wholly above the artwork's middle: the card's own middle (artwork and caption) is at or
   * below it, so a click or tap on the middle of a tile is always "Play", never the demo.
   */
  transform: translate(-50%, calc(-100% - ${theme.space.xs}));
  max-width: calc(100% - ${theme.space.sm} * 2);
  box-shadow: ${theme.shadow.raised};
  white-space: nowrap;
  opacity: 0;
  pointer-events: none;
  transition: opacity ${theme.motion.fast} ${theme.motion.easing};
  ${theme.media.reducedMotion} {
    transition: none;
  }
`;

/** The jackpot along the artwork's foot, in the jackpot badge's colours; tabular, so the digits hold still as it ticks. */
export const jackpotStrip = (theme: Theme, atCardFoot: boolean) => {
  const tone = labelTone('jackpot', theme.labelTones);
  return css`
    position: absolute;
    inset: auto 0 0 0;
    /* Where the artwork is the whole card, the strip is the card's foot and takes its corners. */
    border-radius: ${atCardFoot ? `0 0 ${theme.radii.lg} ${theme.radii.lg}` : '0'};
    display: flex;
    align-items: center;
    justify-content: center;
    height: ${JACKPOT_STRIP_PX}px;
    padding: 0 ${theme.space.xs};
    background: ${tone?.background ?? theme.color.accent};
    color: ${tone?.text ?? theme.color.textOnAccent};
    font-size: ${theme.font.size.sm};
    font-weight: ${theme.font.weight.bold};
    font-variant-numeric: tabular-nums;
    line-height: 1;
    white-space: nowrap;
    ${narrowTile} {
      font-size: ${theme.font.size.xs};
    }
  `;
};

/** A round icon button on a scrim over the artwork: the heart and the info button. */
const roundScrimButton = (theme: Theme, px: number) => css`
  z-index: ${theme.zIndex.raised};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${px}px;
  height: ${px}px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.color.scrim};
  cursor: pointer;
`;

/**
 * The info button, under the heart: always shown on touch screens (no hover to find it by),
 * on hover and focus where there is a pointer.
 */
export const infoButton = (theme: Theme) => css`
  position: absolute;
  top: calc(${theme.space.xs} * 2 + ${HEART_PX}px);
  right: calc(${theme.space.xs} + ${(HEART_PX - INFO_PX) / 2}px);
  ${roundScrimButton(theme, INFO_PX)};
  color: ${theme.color.textOnImage};
  transition: opacity ${theme.motion.fast} ${theme.motion.easing};
  &:focus-visible {
    outline: ${theme.focusRing.width} solid ${theme.color.focus};
    outline-offset: ${theme.focusRing.offset};
  }
  @media (hover: hover) {
    opacity: 0;
    pointer-events: none;
  }
  /* A dense grid's tile has no badges: the info button takes their corner, clear of a jackpot strip. */
  ${narrowTile} {
    top: ${theme.space.xxs};
    right: auto;
    left: ${theme.space.xxs};
  }
  ${theme.media.reducedMotion} {
    transition: none;
  }
`;

export const favourite = (theme: Theme, pressed: boolean) => css`
  position: absolute;
  top: ${theme.space.xs};
  right: ${theme.space.xs};
  ${roundScrimButton(theme, HEART_PX)};
  color: ${pressed ? theme.color.favourite : theme.color.textOnImage};
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
