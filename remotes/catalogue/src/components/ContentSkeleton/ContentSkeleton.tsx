import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { Skeleton } from '@lobby/ui';

export interface ContentSkeletonProps {
  /** How many tile placeholders to reserve in the row. */
  readonly tiles?: number;
}

const ROWS = 2;

/**
 * Reserves the shape of a page (a heading line and rows of square tiles) while the lobby
 * loads, so the blocks arriving later do not push the page around.
 */
export function ContentSkeleton({ tiles = 7 }: ContentSkeletonProps) {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t`Loading games`} data-testid="content-skeleton">
      {Array.from({ length: ROWS }, (_, row) => (
        <div key={row} css={(theme: Theme) => ({ marginBottom: theme.space.lg })}>
          <Skeleton width="30%" height={24} />
          <div
            css={(theme: Theme) => ({
              display: 'grid',
              gridTemplateColumns: `repeat(${tiles}, minmax(0, 1fr))`,
              gap: theme.space.sm,
              marginTop: theme.space.sm,
            })}
          >
            {Array.from({ length: tiles }, (_, tile) => (
              <Skeleton key={tile} aspectRatio="1 / 1" radius="lg" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
