import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { slidesPerView } from '@lobby/domain';
import type { Platform } from '@lobby/shared';
import { useRef } from 'react';
import { useElementWidth } from '../../layout/useElementWidth';
import { Skeleton } from '../Skeleton/Skeleton';

export interface TileRowSkeletonProps {
  readonly platform: Platform;
  /** The share of the row the block it stands for takes (domain blockShare), for its tiles' width. */
  readonly share?: number;
}

export interface PageSkeletonProps {
  readonly platform: Platform;
  /** How many block rows to draw. */
  readonly rows?: number;
}

// The Slider's spacing, so a placeholder tile is as wide as the tile that replaces it.
const TILE_GAP_PX: { readonly [P in Platform]: number } = { desktop: 12, mobile: 8 };

/**
 * A row of placeholder tiles, as many and as wide as the Slider shows at this width for a
 * block of this share of the row. Drawing only: the block or page around it says it is busy.
 */
export function TileRowSkeleton({ platform, share = 1 }: TileRowSkeletonProps) {
  const ref = useRef<HTMLDivElement>(null);
  const gap = TILE_GAP_PX[platform];
  const perView = slidesPerView(platform, { share, width: useElementWidth(ref), gap });
  const tiles = Array.from({ length: Math.ceil(perView) }, (_, index) => index);
  const tileWidth = `calc((100% - ${(perView - 1) * gap}px) / ${perView})`;
  return (
    <div
      ref={ref}
      aria-hidden="true"
      data-testid="tile-row-skeleton"
      css={(theme: Theme) => ({ display: 'flex', gap, marginTop: theme.space.sm, overflow: 'hidden' })}
    >
      {tiles.map((tile) => (
        <div key={tile} css={{ flex: 'none', width: tileWidth }}>
          <Skeleton aspectRatio="1 / 1" radius="lg" />
          <Skeleton width="70%" height={14} css={(theme: Theme) => ({ marginTop: theme.space.sm })} />
        </div>
      ))}
    </div>
  );
}

/** A page still loading, drawn as what it will hold: blocks of a heading over a row of tiles. */
export function PageSkeleton({ platform, rows = 2 }: PageSkeletonProps) {
  const { t } = useLingui();
  return (
    <div role="status" aria-busy="true" aria-label={t({ id: 'ui.loadingGames', message: `Loading games` })} data-testid="content-skeleton">
      {Array.from({ length: rows }, (_, row) => (
        <div key={row} css={(theme: Theme) => ({ marginBottom: theme.space.lg })}>
          <Skeleton width="min(240px, 40%)" height={24} />
          <TileRowSkeleton platform={platform} />
        </div>
      ))}
    </div>
  );
}
