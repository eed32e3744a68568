import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface EmptyMessageProps {
  readonly children: ReactNode;
}

/** What a list says when it has nothing to show, on a card where the list would be. */
export function EmptyMessage({ children }: EmptyMessageProps) {
  return (
    <p
      css={(theme: Theme) => ({
        margin: 0,
        padding: theme.space.xl,
        borderRadius: theme.radii.lg,
        background: theme.color.surfaceRaised,
        color: theme.color.textMuted,
        textAlign: 'center',
      })}
    >
      {children}
    </p>
  );
}
