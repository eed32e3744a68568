import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@lobby/ui';
import { bonusGrid } from '../../layout/bonusGrid';

export interface BonusesSkeletonProps {
  readonly cards?: number;
}

/** The bonuses on their way: the loading message over cards of the size that will replace them. */
export function BonusesSkeleton({ cards = 3 }: BonusesSkeletonProps) {
  return (
    <div role="status" aria-busy="true" data-testid="bonuses-skeleton">
      <p css={(theme: Theme) => ({ margin: `0 0 ${theme.space.md}`, color: theme.color.textMuted })}>
        <Trans id="bonus.list.loading">Loading bonuses…</Trans>
      </p>
      <div css={bonusGrid}>
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} css={(theme: Theme) => ({ display: 'grid', gap: theme.space.sm })}>
            <Skeleton aspectRatio="16 / 9" radius="lg" />
            <Skeleton width="30%" />
            <Skeleton width="70%" height={20} />
            <Skeleton width="90%" />
          </div>
        ))}
      </div>
    </div>
  );
}
