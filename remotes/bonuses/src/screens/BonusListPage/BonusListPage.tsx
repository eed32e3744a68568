import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { assertNever, itemArtworkLoading } from '@lobby/domain';
import type { ArtworkLoading } from '@lobby/domain';
import { EmptyCard } from '@lobby/ui';
import { useBonuses } from '../../bonuses/useBonuses';
import { BonusCard } from '../../components/BonusCard';
import { BonusesSkeleton } from '../../components/BonusesSkeleton';
import { LoadFailed } from '../../components/LoadFailed';
import { bonusGrid } from '../../layout/bonusGrid';

/** Cards whose artwork is loaded at once: the first row in view. */
const EAGER_CARDS = 4;

/** The first card's artwork is the page's largest first paint. */
const cardLoading = (index: number): ArtworkLoading =>
  index === 0 ? 'high' : itemArtworkLoading('eager', index, EAGER_CARDS);

/** /bonus: every bonus the player may still use, as cards leading to their details. */
export function BonusListPage() {
  const { state, retry } = useBonuses();
  const body = () => {
    if (state === undefined) return <BonusesSkeleton />;
    switch (state.status) {
      case 'loading':
        return <BonusesSkeleton />;
      case 'failed':
        return <LoadFailed error={state.error} onRetry={retry} />;
      case 'loaded':
        if (state.bonuses.length === 0)
          return (
            <EmptyCard>
              <Trans id="bonus.list.empty">There are no bonuses for you right now. Check back soon.</Trans>
            </EmptyCard>
          );
        return (
          <ul role="list" css={bonusGrid}>
            {state.bonuses.map((bonus, index) => (
              <li key={bonus.id}>
                <BonusCard bonus={bonus} imageLoading={cardLoading(index)} />
              </li>
            ))}
          </ul>
        );
      default:
        return assertNever(state);
    }
  };
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space.md })}>
      <h1 css={(theme: Theme) => ({ margin: 0, fontSize: theme.font.size.xxl })}>
        <Trans id="bonus.list.title">Bonuses</Trans>
      </h1>
      {body()}
    </div>
  );
}
