import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@lobby/router';

/** /bonus/{id} for a bonus that is not (or no longer) among the player's: say so, and lead back. */
export function BonusNotFound() {
  return (
    <div data-testid="bonus-not-found" css={(theme: Theme) => ({ padding: theme.space.xl, textAlign: 'center' })}>
      <h1>
        <Trans id="bonus.notFound.title">Bonus not found</Trans>
      </h1>
      <p css={(theme: Theme) => ({ color: theme.color.textMuted })}>
        <Trans id="bonus.notFound.message">This bonus has ended or is not available to you.</Trans>
      </p>
      <Link to=".." css={(theme: Theme) => ({ color: theme.color.accent })}>
        <Trans id="bonus.notFound.seeAll">See all bonuses</Trans>
      </Link>
    </div>
  );
}
