import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface BlockHeadingProps {
  readonly children: ReactNode;
  /** Beside the heading, e.g. the block's 'more' link. */
  readonly action?: ReactNode;
}

const heading = (theme: Theme) => ({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: theme.font.size.lg,
  fontWeight: theme.font.weight.bold,
  color: theme.color.text,
});

/** A block title: the same level and look as the Slider's own heading. */
export function BlockHeading({ children, action }: BlockHeadingProps) {
  return (
    <div
      css={(theme: Theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: theme.space.sm,
        marginBottom: theme.space.sm,
      })}
    >
      <h2 css={heading}>{children}</h2>
      {action}
    </div>
  );
}
