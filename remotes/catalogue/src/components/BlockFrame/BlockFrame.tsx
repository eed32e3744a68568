import type { Theme } from '@emotion/react';
import { useDisplaySettings } from '@lobby/connected';
import type { BlockType, BlockWidth } from '@lobby/shared';
import type { ReactNode } from 'react';

export interface BlockFrameProps {
  readonly type: BlockType;
  readonly width: BlockWidth;
  readonly children: ReactNode;
}

/** Columns out of PageBlocks' 12-column grid: 12 divides evenly by 2, 3 and 4. */
const SPAN: { readonly [W in BlockWidth]: number } = { full: 12, half: 6, third: 4, quarter: 3 };

/** One block's box in the page grid; on mobile every block takes the whole row. */
export function BlockFrame({ type, width, children }: BlockFrameProps) {
  const { platform } = useDisplaySettings();
  const span = platform === 'mobile' ? SPAN.full : SPAN[width];
  return (
    <div
      data-block-type={type}
      data-width={width}
      css={(theme: Theme) => ({ gridColumn: `span ${span}`, minWidth: 0, marginBottom: theme.space.lg })}
    >
      {children}
    </div>
  );
}
