import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface EmptyCardProps {
  readonly children: ReactNode;
}

/** What a list or a run-time block says while it has nothing to show, where its items would be. */
export function EmptyCard({ children }: EmptyCardProps) {
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
