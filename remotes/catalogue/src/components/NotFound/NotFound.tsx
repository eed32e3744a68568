import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@lobby/router';
import { withBasePath } from '../../lobby/paths';
import { useBasePath } from '../../lobby/useBasePath';

/** The NOT_FOUND state: the slug, block or provider is not in the current lobby. */
export function NotFound() {
  const basePath = useBasePath();
  return (
    <div data-testid="not-found" css={(theme: Theme) => ({ padding: theme.space.xl, textAlign: 'center' })}>
      <h2>
        <Trans>Page not found</Trans>
      </h2>
      <p css={(theme: Theme) => ({ color: theme.color.textMuted })}>
        <Trans>This content is not available right now.</Trans>
      </p>
      <Link to={withBasePath(basePath, '/')} css={(theme: Theme) => ({ color: theme.color.accent })}>
        <Trans>Back to the lobby</Trans>
      </Link>
    </div>
  );
}
