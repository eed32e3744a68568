import type { Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@lobby/domain';
import type { ArtworkLoading } from '@lobby/domain';
import type { CardStyle } from '@lobby/shared';
import type { KeyboardEvent, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden';
import { Button } from '../Button/Button';
import { Image } from '../Image/Image';
import {
  artwork,
  artworkFrame,
  badgeChip,
  badgeRow,
  captionBelow,
  captionOverlay,
  card,
  favourite,
  infoButton,
  jackpotStrip,
  launch,
  metaText,
  playForFunButton,
  playPill,
  playingChip,
  titleText,
} from './gameCardStyles';
import { HeartIcon } from './HeartIcon';
import { InfoIcon } from './InfoIcon';
import { labelTone } from './labelTone';

/** One badge on the tile: "New" or a CMS label, its title already in the player's language. */
export interface GameCardBadge {
  readonly id: string;
  readonly title: string;
}

export interface GameCardProps {
  readonly title: string;
  readonly imageUrl: string | null;
  /** Drawn in this order; a phone-sized tile shows the first two, a larger one three. */
  readonly badges: readonly GameCardBadge[];
  /** The provider's display name; omitted when the lobby has none (never a code). */
  readonly provider?: string | null;
  /** How many are playing now; omitted when unknown. */
  readonly playerCount?: number;
  /** The game's info line, shown under the provider when given (the forceShowGameInfo setting). */
  readonly info?: string | null;
  /**
   * The jackpot amount as it ticks, for a jackpot game: a node of its own, so that only it
   * re-renders every second, never the card.
   */
  readonly jackpot?: ReactNode;
  readonly isFavourite: boolean;
  readonly onToggleFavourite: () => void;
  readonly onLaunch: () => void;
  /** Given for a game with a fun-money demo: "Play" and "Play for fun" over the artwork. */
  readonly onPlayForFun?: () => void;
  /** Opens the game's info panel. */
  readonly onShowInfo: () => void;
  readonly cardStyle?: CardStyle;
  /** Eager for the first visible row ('high' when it holds the page's largest image); lazy (the default) for the rest. */
  readonly imageLoading?: ArtworkLoading;
  /** The tile's share of the viewport's width, so its artwork comes at the size it is drawn. */
  readonly imageViewportShare: number;
}

const ASPECT_RATIO: { readonly [S in CardStyle]: string } = {
  default: '1 / 1',
  imageTile: '1 / 1',
  contentOverlay: '3 / 4',
  featured: '16 / 9',
};

/** The key that flips the favourite while the card has focus (announced by aria-keyshortcuts). */
const FAVOURITE_KEY = 'f';

/**
 * A game tile: one real <button> that launches the game, named by its visible text in
 * reading order (title, provider, "N playing", badges, "Jackpot"): what a voice-control user
 * sees is what they can say. The artwork is decorative (alt=""), as the caption names the game.
 * A jackpot's amount is drawn on it but left out of its name: a name that changed every second
 * would be read out again and again to whoever has the card focused (the info panel says it).
 *
 * Around it, siblings (buttons must not nest): the info button (a tab stop of its own, shown
 * on hover and focus where there is a pointer, always on touch screens), and for a demo game a
 * "Play for fun" button beside the artwork's "Play" (which is the launch button's own face,
 * hidden from the name, so "Play" is not a second tab stop). The favourite heart is a real,
 * labelled toggle left out of the tab order: keyboard users flip it with F while the card has
 * focus (arrow keys were not free, the slider around the cards pages with them).
 */
export function GameCard({
  title,
  imageUrl,
  badges,
  provider,
  playerCount,
  info,
  jackpot,
  isFavourite,
  onToggleFavourite,
  onLaunch,
  onPlayForFun,
  onShowInfo,
  cardStyle = 'default',
  imageLoading = 'lazy',
  imageViewportShare,
}: GameCardProps) {
  const { t, i18n } = useLingui();
  const overlay = cardStyle === 'contentOverlay' || cardStyle === 'featured';
  const wide = cardStyle === 'featured';
  const hasJackpot = jackpot !== undefined && jackpot !== null;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key.toLowerCase() !== FAVOURITE_KEY || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    onToggleFavourite();
  };
  const formattedCount = playerCount === undefined ? '' : formatNumber(playerCount, i18n.locale);
  const playing = playerCount === undefined ? null : <Trans id="gameTile.playing">{formattedCount} playing</Trans>;

  return (
    <div css={card} data-card-style={cardStyle}>
      <button
        type="button"
        css={launch}
        onClick={onLaunch}
        onKeyDown={onKeyDown}
        aria-keyshortcuts={FAVOURITE_KEY.toUpperCase()}
      >
        {/* First in reading order, so the name starts with the title; drawn below the artwork. */}
        <span
          css={(theme: Theme) =>
            cardStyle === 'imageTile'
              ? visuallyHidden
              : overlay
                ? captionOverlay(theme, wide, hasJackpot)
                : captionBelow(theme)
          }
          data-part="caption"
        >
          <span css={titleText} title={title} data-part="title">
            {title}
          </span>
          {provider && (
            <span css={(theme: Theme) => metaText(theme, overlay, wide)} data-part="provider">
              {provider}
            </span>
          )}
          {info && (
            <span css={(theme: Theme) => metaText(theme, overlay, wide)} data-part="info">
              {info}
            </span>
          )}
          {playing !== null && overlay && (
            <span css={(theme: Theme) => metaText(theme, true, wide)} data-part="playing">
              {playing}
            </span>
          )}
        </span>
        <span css={artwork}>
          <Image
            src={imageUrl}
            alt=""
            aspectRatio={ASPECT_RATIO[cardStyle]}
            loading={imageLoading}
            viewportShare={imageViewportShare}
          />
          {playing !== null && !overlay && (
            <span
              css={(theme: Theme) => (cardStyle === 'imageTile' ? visuallyHidden : playingChip(theme, hasJackpot))}
              data-part="playing"
            >
              {playing}
            </span>
          )}
          {badges.length > 0 && (
            <span css={badgeRow}>
              {badges.map((badge) => (
                <span
                  key={badge.id}
                  css={(theme: Theme) => badgeChip(theme, labelTone(badge.id, theme.labelTones))}
                  data-part="label"
                >
                  {badge.title}
                </span>
              ))}
            </span>
          )}
          {hasJackpot && (
            <span css={(theme: Theme) => jackpotStrip(theme, cardStyle !== 'default')} data-part="jackpot">
              <span css={visuallyHidden}>
                <Trans id="gameTile.jackpot">Jackpot</Trans>{' '}
              </span>
              {/* Out of the card's name, which would change every second (and be read out again on focus). */}
              <span aria-hidden="true">{jackpot}</span>
            </span>
          )}
          {onPlayForFun !== undefined && (
            // The launch button's own "Play": clicking it is clicking the card.
            <span css={playPill} data-reveal="" data-part="play" aria-hidden="true">
              <Trans id="play.real">Play</Trans>
            </span>
          )}
        </span>
      </button>
      <span css={(theme: Theme) => artworkFrame(theme, ASPECT_RATIO[cardStyle])}>
        {onPlayForFun !== undefined && (
          <Button
            variant="secondary"
            size="sm"
            css={playForFunButton}
            data-reveal=""
            data-part="play-for-fun"
            aria-label={t({ id: 'gameTile.playForFun', message: `Play for fun: ${title}` })}
            onClick={onPlayForFun}
          >
            <Trans id="play.fun">Play for fun</Trans>
          </Button>
        )}
      </span>
      <button
        type="button"
        css={infoButton}
        data-reveal=""
        data-part="info-button"
        aria-label={t({ id: 'gameTile.info', message: `Game info: ${title}` })}
        aria-haspopup="dialog"
        onClick={onShowInfo}
      >
        <InfoIcon />
      </button>
      <button
        type="button"
        tabIndex={-1}
        css={(theme: Theme) => favourite(theme, isFavourite)}
        aria-pressed={isFavourite}
        aria-label={t({ id: 'gameTile.favourite', message: `Favourite ${title}` })}
        onClick={onToggleFavourite}
      >
        <HeartIcon filled={isFavourite} />
      </button>
    </div>
  );
}
