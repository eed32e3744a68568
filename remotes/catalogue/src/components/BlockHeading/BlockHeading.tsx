import { blockHeaderRow, blockTitle } from '@lobby/ui';
import type { ReactNode } from 'react';

export interface BlockHeadingProps {
  readonly children: ReactNode;
  /** Beside the heading, e.g. the block's 'more' link. */
  readonly action?: ReactNode;
}

/** A block title: the Slider's own title row (ui blockHeaderRow), so a block keeps its height as it fills in. */
export function BlockHeading({ children, action }: BlockHeadingProps) {
  return (
    <div css={blockHeaderRow}>
      <h2 css={blockTitle}>{children}</h2>
      {action}
    </div>
  );
}
