import type { Theme } from '@emotion/react';
import type { HTMLAttributes, ReactNode } from 'react';

export interface EmptyCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The message, or a message paragraph followed by actions or suggestions, stacked and centred. */
  readonly children: ReactNode;
  /** 'page' when it stands for a whole screen's content: more room around it. */
  readonly variant?: 'card' | 'page';
}

/** What a list or a run-time block says while it has nothing to show, where its items would be. */
export function EmptyCard({ children, variant = 'card', ...rest }: EmptyCardProps) {
  return (
    <div
      {...rest}
      css={(theme: Theme) => ({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: theme.space.md,
        padding: variant === 'page' ? `${theme.space.xxl} ${theme.space.lg}` : theme.space.xl,
        borderRadius: theme.radii.lg,
        background: theme.color.surfaceRaised,
        color: theme.color.textMuted,
        textAlign: 'center',
        '& > p': { margin: 0 },
      })}
    >
      {children}
    </div>
  );
}
