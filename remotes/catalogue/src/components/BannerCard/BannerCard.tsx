import type { Theme } from '@emotion/react';
import { useDisplaySettings, useLaunchGame } from '@lobby/connected';
import { imageFor } from '@lobby/domain';
import type { ArtworkLoading, Banner, GameCodeRef, ImageDisplay } from '@lobby/domain';
import { Image } from '@lobby/ui';
import type { ReactNode } from 'react';

export interface BannerCardProps {
  readonly banner: Banner;
  /** The game a click launches, or null for artwork only. */
  readonly game: GameCodeRef | null;
  /** Shown above the headline, e.g. the poker game's name. */
  readonly subtitle?: ReactNode;
  /** 'high' for the page's first banner, its largest first paint. */
  readonly imageLoading: ArtworkLoading;
  /** How wide the card is drawn, for its artwork's size (domain bannerImageDisplay). */
  readonly imageDisplay: ImageDisplay;
}

// Artwork and copy share one grid cell: the card is as tall as the artwork's ratio or
// the copy, whichever is taller, so a long line on a phone grows the card, never clips.
// A card too narrow to keep its copy off the emblem sets the copy below the artwork.
const NARROW_CARD = '@container (max-width: 359px)';

const activator = (theme: Theme) => ({
  containerType: 'inline-size' as const,
  display: 'grid',
  // A card stretched by a taller neighbour keeps its artwork band at its own ratio.
  alignContent: 'start',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 0,
  borderRadius: theme.radii.lg,
  overflow: 'hidden',
  background: theme.color.surfaceRaised,
  color: theme.color.textOnImage,
  font: 'inherit',
  textAlign: 'start' as const,
  '& > *': { gridArea: '1 / 1' },
});

const clickable = (theme: Theme) => ({
  cursor: 'pointer',
  transition: `filter ${theme.motion.fast} ${theme.motion.easing}`,
  '@media (hover: hover)': { '&:hover': { filter: 'brightness(1.08)' } },
  '&:focus-visible': { outline: `${theme.focusRing.width} solid ${theme.color.focus}`, outlineOffset: theme.focusRing.offset },
});

// Wide artwork keeps its emblem (drawn on the right) in view when a narrow card crops it.
const art = { alignSelf: 'stretch', '& img': { objectPosition: 'right center' } } as const;

const copy = (theme: Theme) => ({
  // Positioned, so it paints over the (positioned) artwork box.
  position: 'relative' as const,
  display: 'flex',
  flexDirection: 'column' as const,
  justifyContent: 'center',
  alignItems: 'flex-start',
  gap: theme.space.xs,
  minWidth: 0,
  padding: `${theme.space.md} 35% ${theme.space.md} ${theme.space.lg}`,
  background: theme.color.imageOverlayStart,
  [NARROW_CARD]: {
    '&&': { gridArea: '2 / 1' },
    padding: theme.space.md,
    background: 'none',
    color: theme.color.text,
  },
});

const eyebrow = (theme: Theme) => ({
  fontSize: theme.font.size.xs,
  fontWeight: theme.font.weight.bold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase' as const,
});

const headline = (theme: Theme) => ({
  fontSize: theme.font.size.lg,
  fontWeight: theme.font.weight.bold,
  lineHeight: theme.font.lineHeight.tight,
});

const description = (theme: Theme) => ({
  fontSize: theme.font.size.sm,
  lineHeight: theme.font.lineHeight.normal,
});

const callToAction = (theme: Theme) => ({
  marginTop: theme.space.xs,
  padding: `${theme.space.xs} ${theme.space.md}`,
  borderRadius: theme.radii.pill,
  background: theme.color.accent,
  color: theme.color.textOnAccent,
  fontSize: theme.font.size.sm,
  fontWeight: theme.font.weight.bold,
});

/**
 * A banner launches its game when it has one (a button, named by its copy); a
 * banner without a game is artwork and copy only, without a call to action. The copy is
 * text over the artwork's darker start, so it wraps, translates and reads aloud.
 */
export function BannerCard({ banner, game, subtitle, imageLoading, imageDisplay }: BannerCardProps) {
  const { platform } = useDisplaySettings();
  const launch = useLaunchGame();
  const body = (
    <>
      {/* The copy names the banner, so the artwork itself is decorative. */}
      <Image
        src={imageFor(banner.image, platform)}
        alt=""
        aspectRatio="16 / 6"
        loading={imageLoading}
        viewportShare={imageDisplay.viewportShare}
        minWidthPx={imageDisplay.minPx}
        css={art}
      />
      <span css={copy}>
        {subtitle !== undefined && <span css={eyebrow}>{subtitle}</span>}
        <span css={headline}>{banner.title}</span>
        {banner.description !== null && <span css={description}>{banner.description}</span>}
        {game !== null && banner.buttonText !== null && (
          <span css={callToAction}>{banner.buttonText}</span>
        )}
      </span>
    </>
  );
  if (game === null) return <div css={activator}>{body}</div>;
  return (
    <button type="button" css={(theme: Theme) => [activator(theme), clickable(theme)]} onClick={() => launch(game)}>
      {body}
    </button>
  );
}
