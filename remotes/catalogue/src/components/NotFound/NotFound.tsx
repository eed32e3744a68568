import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Link } from '@lobby/router';
import { withBasePath } from '../../lobby/paths';
import { useBasePath } from '../../lobby/useBasePath';
import { CommonText } from '@lobby/ui';

/** The NOT_FOUND state: the slug, block or provider is not in the current lobby. */
export function NotFound() {
  const basePath = useBasePath();
  return (
    <div data-testid="not-found" css={(theme: Theme) => ({ padding: theme.space.xl, textAlign: 'center' })}>
      <h2>
        <Trans id="catalogue.notFound.title">Page not found</Trans>
      </h2>
      <p css={(theme: Theme) => ({ color: theme.color.textMuted })}>
        <Trans id="catalogue.notFound.message">This content is not available right now.</Trans>
      </p>
      <Link to={withBasePath(basePath, '/')} css={(theme: Theme) => ({ color: theme.color.accent })}>
        <CommonText name="backToLobby" />
      </Link>
    </div>
  );
}
