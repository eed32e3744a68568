import type { Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@lobby/domain';
import type { ArtworkLoading } from '@lobby/domain';
import type { CardStyle } from '@lobby/shared';
import type { KeyboardEvent } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden';
import { Image } from '../Image/Image';
import {
  artwork,
  captionBelow,
  captionOverlay,
  card,
  favourite,
  labelChip,
  labelRow,
  launch,
  metaText,
  playingChip,
  titleText,
} from './gameCardStyles';
import { HeartIcon } from './HeartIcon';
import { labelTone } from './labelTone';

export interface GameCardLabel {
  readonly id: string;
  readonly title: string;
}

export interface GameCardProps {
  readonly title: string;
  readonly imageUrl: string | null;
  readonly labels: readonly GameCardLabel[];
  /** The provider's display name; omitted when the lobby has none (never a code). */
  readonly provider?: string | null;
  /** How many are playing now; omitted when unknown. */
  readonly playerCount?: number;
  /** The game's info line, shown under the provider when given (the forceShowGameInfo setting). */
  readonly info?: string | null;
  readonly isFavourite: boolean;
  readonly onToggleFavourite: () => void;
  readonly onLaunch: () => void;
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
 * A game tile: one real <button> that launches the game and is the card's only tab stop,
 * so a page of tiles costs one Tab per game, not two. Its name is its visible text, in
 * reading order (title, provider, "N playing", badges): what a voice-control user sees is
 * what they can say. The artwork is decorative (alt=""), as the caption names the game.
 *
 * The favourite heart stays a real, labelled toggle button for pointer and screen-reader
 * users (a sibling, since buttons must not nest), but is left out of the tab order:
 * keyboard users flip it with F while the card has focus. Arrow keys were not free for
 * this, as the slider around the cards uses them to page.
 */
export function GameCard({
  title,
  imageUrl,
  labels,
  provider,
  playerCount,
  info,
  isFavourite,
  onToggleFavourite,
  onLaunch,
  cardStyle = 'default',
  imageLoading = 'lazy',
  imageViewportShare,
}: GameCardProps) {
  const { t, i18n } = useLingui();
  const overlay = cardStyle === 'contentOverlay' || cardStyle === 'featured';
  const wide = cardStyle === 'featured';
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
            cardStyle === 'imageTile' ? visuallyHidden : overlay ? captionOverlay(theme, wide) : captionBelow(theme)
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
            <span css={cardStyle === 'imageTile' ? visuallyHidden : playingChip} data-part="playing">
              {playing}
            </span>
          )}
          {labels.length > 0 && (
            <span css={labelRow}>
              {labels.map((label) => (
                <span
                  key={label.id}
                  css={(theme: Theme) => labelChip(theme, labelTone(label.id, theme.labelTones))}
                  data-part="label"
                  // A long label (a translated one) may end in an ellipsis: the whole of it on hover.
                  title={label.title}
                >
                  {label.title}
                </span>
              ))}
            </span>
          )}
        </span>
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
