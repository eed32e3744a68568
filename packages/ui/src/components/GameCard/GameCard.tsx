import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CardStyle } from '@lobby/shared';
import { useId } from 'react';
import { visuallyHidden } from '../../styles/visuallyHidden';
import { Image } from '../Image/Image';

export interface GameCardLabel {
  readonly id: string;
  readonly title: string;
  readonly imageUrl?: string | null;
}

export interface GameCardProps {
  readonly title: string;
  readonly imageUrl: string | null;
  readonly labels: readonly GameCardLabel[];
  /** How many are playing now; omitted when unknown. */
  readonly playerCount?: number;
  readonly isFavourite: boolean;
  readonly onToggleFavourite: () => void;
  readonly onLaunch: () => void;
  readonly cardStyle?: CardStyle;
  /** Eager for the first visible row; lazy (the default) for the rest. */
  readonly imageLoading?: 'lazy' | 'eager';
}

const ASPECT_RATIO: { readonly [S in CardStyle]: string } = {
  default: '1 / 1',
  imageTile: '1 / 1',
  contentOverlay: '3 / 4',
  featured: '16 / 9',
};

const card = (theme: Theme) => css`
  position: relative;
  min-width: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  overflow: hidden;
`;

const launch = (theme: Theme) => css`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: inherit;
  background: none;
  color: inherit;
  font: inherit;
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: ${theme.focusRing.width} solid ${theme.color.focus};
    outline-offset: -${theme.focusRing.width};
  }
`;

const captionBelow = (theme: Theme) => css`
  display: block;
  padding: ${theme.space.sm} ${theme.space.sm} ${theme.space.md};
`;

const captionOverlay = (theme: Theme) => css`
  position: absolute;
  inset: auto 0 0 0;
  display: block;
  padding: ${theme.space.xl} ${theme.space.md} ${theme.space.md};
  background: ${theme.color.imageOverlay};
  color: ${theme.color.textOnImage};
`;

const titleText = (theme: Theme) => css`
  display: block;
  overflow: hidden;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  line-height: ${theme.font.lineHeight.tight};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

const metaText = (theme: Theme) => css`
  display: block;
  margin-top: ${theme.space.xxs};
  font-size: ${theme.font.size.xs};
  opacity: 0.8;
`;

const labelRow = (theme: Theme) => css`
  position: absolute;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};
  max-width: calc(100% - 56px);
`;

const labelChip = (theme: Theme) => css`
  display: inline-block;
  padding: ${theme.space.xxs} ${theme.space.xs};
  border-radius: ${theme.radii.sm};
  background: ${theme.color.accent};
  color: ${theme.color.textOnAccent};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
`;

const labelImage = css`
  display: block;
  height: 20px;
  width: auto;
`;

const favourite = (theme: Theme, pressed: boolean) => css`
  position: absolute;
  top: ${theme.space.xs};
  right: ${theme.space.xs};
  z-index: ${theme.zIndex.raised};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${theme.radii.round};
  background: ${theme.color.scrim};
  color: ${pressed ? theme.color.favourite : theme.color.textOnImage};
  cursor: pointer;
  &:focus-visible {
    outline: ${theme.focusRing.width} solid ${theme.color.focus};
    outline-offset: ${theme.focusRing.offset};
  }
`;

function HeartIcon({ filled }: { readonly filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
      />
    </svg>
  );
}

/**
 * A game tile. The whole card is one real <button> that launches the game (so Enter,
 * Space and click all work natively); the favourite toggle is a sibling button, because
 * interactive elements must not nest.
 */
export function GameCard({
  title,
  imageUrl,
  labels,
  playerCount,
  isFavourite,
  onToggleFavourite,
  onLaunch,
  cardStyle = 'default',
  imageLoading = 'lazy',
}: GameCardProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const titleId = `${id}-title`;
  const labelsId = `${id}-labels`;
  const metaId = `${id}-meta`;
  const overlay = cardStyle === 'contentOverlay' || cardStyle === 'featured';
  const describedBy = [labels.length > 0 ? labelsId : null, playerCount === undefined ? null : metaId]
    .filter((part) => part !== null)
    .join(' ');
  const formattedCount = playerCount === undefined ? '' : i18n.number(playerCount);

  return (
    <div css={card} data-card-style={cardStyle}>
      <button
        type="button"
        css={launch}
        onClick={onLaunch}
        aria-labelledby={titleId}
        aria-describedby={describedBy === '' ? undefined : describedBy}
      >
        <Image src={imageUrl} alt={title} aspectRatio={ASPECT_RATIO[cardStyle]} loading={imageLoading} />
        {labels.length > 0 && (
          <span id={labelsId} css={labelRow}>
            {labels.map((label) =>
              label.imageUrl ? (
                <img key={label.id} src={label.imageUrl} alt={label.title} css={labelImage} loading="lazy" />
              ) : (
                <span key={label.id} css={labelChip}>
                  {label.title}
                </span>
              ),
            )}
          </span>
        )}
        <span css={cardStyle === 'imageTile' ? visuallyHidden : overlay ? captionOverlay : captionBelow}>
          <span id={titleId} css={titleText}>
            {title}
          </span>
          {playerCount !== undefined && (
            <span id={metaId} css={metaText}>
              <Trans>{formattedCount} playing</Trans>
            </span>
          )}
        </span>
      </button>
      <button
        type="button"
        css={(theme: Theme) => favourite(theme, isFavourite)}
        aria-pressed={isFavourite}
        aria-label={t`Favourite ${title}`}
        onClick={onToggleFavourite}
      >
        <HeartIcon filled={isFavourite} />
      </button>
    </div>
  );
}
