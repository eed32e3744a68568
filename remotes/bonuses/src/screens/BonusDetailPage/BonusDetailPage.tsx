import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { useDisplaySettings, usePlayerActions } from '@lobby/connected';
import { assertNever, imageFor } from '@lobby/domain';
import type { Bonus } from '@lobby/shared';
import { Image } from '@lobby/ui';
import { Link, useParams } from '@lobby/router';
import { useEffect } from 'react';
import { useBonuses } from '../../bonuses/useBonuses';
import { BonusGames } from '../../components/BonusGames';
import { BonusNotFound } from '../../components/BonusNotFound';
import { BonusTypeBadge } from '../../components/BonusTypeBadge';
import { BonusesSkeleton } from '../../components/BonusesSkeleton';
import { ExpiryCountdown } from '../../components/ExpiryCountdown';
import { LoadFailed } from '../../components/LoadFailed';
import { WageringProgress } from '../../components/WageringProgress';

/** The artwork's and the terms' narrowest column, in px, before they stack. */
const MIN_COLUMN_PX = 320;

function BonusDetail({ bonus }: { readonly bonus: Bonus }) {
  const { platform } = useDisplaySettings();
  const { track } = usePlayerActions();
  // Viewed once per bonus shown (issue #33 analytics): a countdown's re-render is not a view.
  useEffect(() => track('bonusViewed', { bonusId: bonus.id, type: bonus.type }), [track, bonus.id, bonus.type]);
  return (
    <article css={(theme: Theme) => ({ display: 'grid', gap: theme.space.xl })}>
      <div
        css={(theme: Theme) => ({
          display: 'grid',
          gap: theme.space.lg,
          alignItems: 'center',
          padding: theme.space.lg,
          borderRadius: theme.radii.xl,
          background: theme.color.surfaceRaised,
          // Artwork beside the terms where there is room, above them on a phone.
          gridTemplateColumns: `repeat(auto-fit, minmax(min(100%, ${MIN_COLUMN_PX}px), 1fr))`,
        })}
      >
        <Image
          src={imageFor(bonus.image, platform)}
          alt=""
          aspectRatio="16 / 9"
          loading="high"
          // Beside the terms (half the frame) where there is room, the full width on a phone.
          viewportShare={1 / 2}
          minWidthPx={MIN_COLUMN_PX}
          css={(theme: Theme) => ({ borderRadius: theme.radii.lg })}
        />
        <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space.md, alignContent: 'start' })}>
          <BonusTypeBadge type={bonus.type} />
          <h1 css={(theme: Theme) => ({ margin: 0, fontSize: theme.font.size.xxl, lineHeight: theme.font.lineHeight.tight })}>
            {bonus.title}
          </h1>
          {bonus.description !== '' && (
            <p css={(theme: Theme) => ({ margin: 0, color: theme.color.textMuted })}>{bonus.description}</p>
          )}
          {bonus.expiresAt !== null && <ExpiryCountdown expiresAt={bonus.expiresAt} />}
          {bonus.wagering !== null && <WageringProgress wagering={bonus.wagering} />}
        </div>
      </div>
      <BonusGames bonus={bonus} />
    </article>
  );
}

/** /bonus/{id}: one bonus with its terms and the games to play it on. */
export function BonusDetailPage() {
  const { id = '' } = useParams();
  const { state, retry } = useBonuses();
  const body = () => {
    if (state === undefined) return <BonusesSkeleton cards={1} />;
    switch (state.status) {
      case 'loading':
        return <BonusesSkeleton cards={1} />;
      case 'failed':
        return <LoadFailed error={state.error} onRetry={retry} />;
      case 'loaded': {
        const bonus = state.bonuses.find((candidate) => candidate.id === id);
        return bonus === undefined ? <BonusNotFound /> : <BonusDetail bonus={bonus} />;
      }
      default:
        return assertNever(state);
    }
  };
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space.md })}>
      <Link to=".." css={(theme: Theme) => ({ justifySelf: 'start', color: theme.color.accent })}>
        <Trans id="bonus.detail.allBonuses">All bonuses</Trans>
      </Link>
      {body()}
    </div>
  );
}
