import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface BlockHeadingProps {
  readonly children: ReactNode;
}

/** A block title: the same level and look as the Slider's own heading. */
export function BlockHeading({ children }: BlockHeadingProps) {
  return (
    <h2
      css={(theme: Theme) => ({
        margin: `0 0 ${theme.space.sm}`,
        fontSize: theme.font.size.lg,
        fontWeight: theme.font.weight.bold,
        color: theme.color.text,
      })}
    >
      {children}
    </h2>
  );
}
