import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { Button, CommonText, EmptyCard } from '@lobby/ui';

export interface LoadFailedProps {
  /** The error the fetch rejected with (SPEC §8), for the curious and for support. */
  readonly error: string;
  readonly onRetry: () => void;
}

/** A failed bonuses fetch: what happened and a way to try again, never a blank page. */
export function LoadFailed({ error, onRetry }: LoadFailedProps) {
  return (
    <EmptyCard role="alert">
      <p css={(theme: Theme) => ({ color: theme.color.text, fontSize: theme.font.size.lg, fontWeight: theme.font.weight.bold })}>
        <Trans id="bonus.list.loadFailed">We could not load the bonuses.</Trans>
      </p>
      <p css={(theme: Theme) => ({ fontSize: theme.font.size.sm })}>{error}</p>
      <Button onClick={onRetry}>
        <CommonText name="retry" />
      </Button>
    </EmptyCard>
  );
}
