import type { Theme } from '@emotion/react';
import { useDisplaySettings } from '@lobby/connected';
import { blockShare } from '@lobby/domain';
import type { BlockType, BlockWidth } from '@lobby/shared';
import type { ReactNode } from 'react';

export interface BlockFrameProps {
  readonly type: BlockType;
  readonly width: BlockWidth;
  readonly children: ReactNode;
}

/** PageBlocks' grid: 12 columns divide evenly by the shares 1/2, 1/3 and 1/4. */
export const PAGE_COLUMNS = 12;

/** One block's box in the page grid; on mobile every block takes the whole row. */
export function BlockFrame({ type, width, children }: BlockFrameProps) {
  const { platform } = useDisplaySettings();
  const span = Math.round(blockShare(width, platform) * PAGE_COLUMNS);
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
