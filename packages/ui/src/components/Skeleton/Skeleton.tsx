import { css, keyframes } from '@emotion/react';
import type { Theme } from '@emotion/react';
import type { RadiusToken } from '../../theme/tokens';

export interface SkeletonProps {
  /** CSS length or px number; reserved so the real content does not shift the layout. */
  readonly width?: string | number;
  readonly height?: string | number;
  /** e.g. '16 / 9': reserves height from the width instead of a fixed height. */
  readonly aspectRatio?: string;
  readonly radius?: RadiusToken;
  readonly className?: string;
}

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: -100% 0; }
`;

function toLength(value: string | number): string {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A placeholder box for content still loading. Hidden from assistive technology: the
 * region that loads announces its own busy state.
 */
export function Skeleton({ width = '100%', height, aspectRatio, radius = 'md', className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={className}
      css={(theme: Theme) => css`
        display: block;
        width: ${toLength(width)};
        ${height === undefined ? '' : `height: ${toLength(height)};`}
        ${aspectRatio === undefined ? '' : `aspect-ratio: ${aspectRatio};`}
        ${height === undefined && aspectRatio === undefined ? `height: ${theme.font.size.md};` : ''}
        border-radius: ${theme.radii[radius]};
        background: linear-gradient(
          90deg,
          ${theme.color.skeleton} 0%,
          ${theme.color.skeletonHighlight} 50%,
          ${theme.color.skeleton} 100%
        );
        background-size: 200% 100%;
        animation: ${shimmer} ${theme.motion.shimmer} linear infinite;
        ${theme.media.reducedMotion} {
          animation: none;
          background: ${theme.color.skeleton};
        }
      `}
    />
  );
}
