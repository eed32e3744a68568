import type { Theme } from '@emotion/react';
import { useDisplaySettings } from '@lobby/connected';
import { imageFor } from '@lobby/domain';
import type { ArtworkLoading } from '@lobby/domain';
import type { Bonus } from '@lobby/shared';
import { Image } from '@lobby/ui';
import { Link } from '@lobby/router';
import { BONUS_CARD_IMAGE } from '../../layout/bonusGrid';
import { BonusTypeBadge } from '../BonusTypeBadge';
import { ExpiryCountdown } from '../ExpiryCountdown';
import { WageringProgress } from '../WageringProgress';

export interface BonusCardProps {
  readonly bonus: Bonus;
  readonly imageLoading?: ArtworkLoading;
}

/**
 * One bonus in the list. The title is the link to its detail; its hit area covers the whole
 * card, so the card is one tab stop whose name is the title, not every line of its text.
 */
export function BonusCard({ bonus, imageLoading = 'lazy' }: BonusCardProps) {
  const { platform } = useDisplaySettings();
  return (
    <article
      data-testid="bonus-card"
      css={(theme: Theme) => ({
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        overflow: 'hidden',
        borderRadius: theme.radii.lg,
        background: theme.color.surfaceRaised,
        boxShadow: theme.shadow.raised,
        transition: `transform ${theme.motion.fast} ${theme.motion.easing}`,
        '&:hover': { transform: 'translateY(-2px)' },
        '&:has(a:focus-visible)': {
          outline: `${theme.focusRing.width} solid ${theme.color.focus}`,
          outlineOffset: theme.focusRing.offset,
        },
      })}
    >
      <Image
        src={imageFor(bonus.image, platform)}
        alt=""
        aspectRatio="16 / 9"
        loading={imageLoading}
        {...BONUS_CARD_IMAGE}
      />
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          alignContent: 'start',
          gap: theme.space.sm,
          flex: 1,
          padding: theme.space.lg,
        })}
      >
        <BonusTypeBadge type={bonus.type} />
        <h2 css={(theme: Theme) => ({ margin: 0, fontSize: theme.font.size.lg, lineHeight: theme.font.lineHeight.tight })}>
          <Link
            to={encodeURIComponent(bonus.id)}
            css={(theme: Theme) => ({
              color: theme.color.text,
              textDecoration: 'none',
              // The whole card is the link's hit area; the card draws the focus ring.
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            })}
          >
            {bonus.title}
          </Link>
        </h2>
        {bonus.description !== '' && (
          <p css={(theme: Theme) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm })}>
            {bonus.description}
          </p>
        )}
        {bonus.expiresAt !== null && <ExpiryCountdown expiresAt={bonus.expiresAt} />}
        {bonus.wagering !== null && <WageringProgress wagering={bonus.wagering} />}
      </div>
    </article>
  );
}
