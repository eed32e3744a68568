import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export interface LoadingOverlayProps {
  /** 0–100; values outside are clamped. */
  readonly progress: number;
  /** Shown under the bar and announced politely, e.g. the game-loading message. */
  readonly message?: ReactNode;
  /** Artwork above the bar (a loading image, a brand title image). */
  readonly media?: ReactNode;
  /** Names the progress bar; defaults to "Loading". */
  readonly label?: string;
}

const overlay = (theme: Theme) => css`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.lg};
  padding: ${theme.space.xl};
  background: ${theme.color.surface};
  color: ${theme.color.text};
`;

const track = (theme: Theme) => css`
  width: min(320px, 80%);
  height: 6px;
  border-radius: ${theme.radii.pill};
  background: ${theme.color.progressTrack};
  overflow: hidden;
`;

const fill = (theme: Theme) => css`
  display: block;
  width: 100%;
  height: 100%;
  background: ${theme.color.progressFill};
  transform-origin: left center;
  transition: transform ${theme.motion.normal} linear;
`;

function clampProgress(progress: number): number {
  return Number.isFinite(progress) ? Math.min(100, Math.max(0, progress)) : 0;
}

/** A full-screen loading layer with a determinate progress bar (SPEC §5 game loading). */
export function LoadingOverlay({ progress, message, media, label }: LoadingOverlayProps) {
  const { t } = useLingui();
  const value = Math.round(clampProgress(progress));
  return (
    <div css={overlay} data-loading-overlay="">
      {media}
      <div
        role="progressbar"
        aria-label={label ?? t({ id: 'ui.loading', message: `Loading` })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        css={track}
      >
        {/* transform, not width: a transform animates without relayout every 100 ms tick. */}
        <span css={fill} style={{ transform: `scaleX(${value / 100})` }} />
      </div>
      {message !== undefined && (
        <p
          aria-live="polite"
          css={(theme: Theme) => ({ margin: 0, color: theme.color.textMuted, textAlign: 'center' })}
        >
          {message}
        </p>
      )}
    </div>
  );
}
