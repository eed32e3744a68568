import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Button } from '@lobby/ui';

export interface LoadFailedProps {
  /** The error the fetch rejected with (SPEC §8), for the curious and for support. */
  readonly error: string;
  readonly onRetry: () => void;
}

/** A failed bonuses fetch: what happened and a way to try again, never a blank page. */
export function LoadFailed({ error, onRetry }: LoadFailedProps) {
  return (
    <div
      role="alert"
      css={(theme: Theme) => ({
        display: 'grid',
        justifyItems: 'center',
        gap: theme.space.md,
        padding: theme.space.xl,
        borderRadius: theme.radii.lg,
        background: theme.color.surfaceRaised,
        textAlign: 'center',
      })}
    >
      <p css={(theme: Theme) => ({ margin: 0, fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold })}>
        <Trans>We could not load the bonuses.</Trans>
      </p>
      <p css={(theme: Theme) => ({ margin: 0, color: theme.color.textMuted, fontSize: theme.font.size.sm })}>{error}</p>
      <Button onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
