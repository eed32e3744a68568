import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface EmptyCardProps {
  readonly children: ReactNode;
}

/** The message a run-time block shows while it has no games. */
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
