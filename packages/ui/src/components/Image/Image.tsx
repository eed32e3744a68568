import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { FirstViewLayoutContext } from '@lobby/contexts';
import { firstViewFetches, framedImageDisplay, imageSources } from '@lobby/domain';
import type { ArtworkLoading } from '@lobby/domain';
import { useContext, useState } from 'react';

export interface ImageProps {
  /** A missing source shows the placeholder straight away. */
  readonly src: string | null | undefined;
  /** Required: describe the image, or pass '' for a purely decorative one. */
  readonly alt: string;
  /** The reserved box, e.g. '1 / 1' or '16 / 9', so loading never shifts the layout. */
  readonly aspectRatio?: string;
  readonly fit?: 'cover' | 'contain';
  /**
   * Above-the-fold artwork loads eagerly, the page's largest image ('high') ahead of
   * everything else; the rest waits until near view.
   */
  readonly loading?: ArtworkLoading;
  /**
   * Its share of the viewport's width (1/7 for a desktop tile): generated artwork then comes
   * as the raster the browser needs for that width and pixel ratio (framedImageDisplay: it
   * stops widening with the page frame; the same display the server preloads a lead with).
   */
  readonly viewportShare: number;
  /** A width the layout never goes below, in px (a banner's minimum). */
  readonly minWidthPx?: number;
  readonly className?: string;
  readonly onError?: () => void;
}

const box = (theme: Theme, aspectRatio: string) => css`
  position: relative;
  display: block;
  width: 100%;
  aspect-ratio: ${aspectRatio};
  overflow: hidden;
  background: ${theme.color.placeholder};
`;

const fill = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;

/**
 * width and height in the box's ratio: the box already reserves the space, and these keep
 * the image's own ratio known before it loads wherever it is drawn without the box's CSS.
 */
function intrinsicSize(aspectRatio: string): { width?: number; height?: number } {
  const [width, height = 1] = aspectRatio.split('/').map((part) => Number(part.trim()));
  if (!width || !height || !Number.isFinite(width) || !Number.isFinite(height)) return {};
  const scale = 1000 / Math.max(width, height);
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * SPEC §8: an image that fails to load shows a themed placeholder. In the first view the server
 * draws (FirstViewLayoutContext names its layout) an image has a source only if that view fetches
 * it (firstViewFetches: the lead, which the page also preloads, and on the desktop layout the rest
 * of the first viewport); every other image is its box and placeholder colour, fetched once the
 * lobby itself draws it. Its images are lazy there: only the shown layout's are fetched.
 */
export function Image({
  src,
  alt,
  aspectRatio = '1 / 1',
  fit = 'cover',
  loading = 'lazy',
  viewportShare,
  minWidthPx,
  className,
  onError,
}: ImageProps) {
  // Remembering which source failed (not a flag) makes a new src try again without an effect.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const firstView = useContext(FirstViewLayoutContext);
  const deferred = firstView !== null && !firstViewFetches(loading, firstView);
  const failed = src === null || src === undefined || src === '' || failedSrc === src;
  const state = failed ? 'placeholder' : deferred ? 'deferred' : 'image';

  return (
    <span className={className} css={(theme: Theme) => box(theme, aspectRatio)} data-image-state={state}>
      {failed ? (
        <span
          {...(alt === '' ? { 'aria-hidden': true } : { role: 'img', 'aria-label': alt })}
          css={(theme: Theme) => [
            fill,
            css`
              display: flex;
              align-items: center;
              justify-content: center;
              color: ${theme.color.placeholderIcon};
            `,
          ]}
        >
          <svg viewBox="0 0 24 24" width="32%" height="32%" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M4 5a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5zm2 0v10.6l3.3-3.3a1 1 0 0 1 1.4 0l2.3 2.3 1.3-1.3a1 1 0 0 1 1.4 0L18 15.6V5H6zm9 2.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3z"
            />
          </svg>
        </span>
      ) : deferred ? null : (
        <img
          {...imageSources(src, framedImageDisplay(viewportShare, minWidthPx))}
          alt={alt}
          {...intrinsicSize(aspectRatio)}
          // In a first view the lead is lazy too: the server draws a view per layout and shows one
          // by media query, and a lazy image is fetched only once shown (the page's preload has
          // the shown one's on its way), so a phone never fetches the desktop banner.
          loading={loading === 'lazy' || firstView !== null ? 'lazy' : 'eager'}
          // The rest of a first view's artwork yields the line to the lead and the scripts.
          fetchPriority={loading === 'high' ? 'high' : firstView !== null ? 'low' : undefined}
          // The lead image is decoded for the frame that paints it: no frame shows its box empty.
          decoding={loading === 'high' ? 'sync' : 'async'}
          onError={() => {
            setFailedSrc(src);
            onError?.();
          }}
          css={[
            fill,
            css`
              object-fit: ${fit};
            `,
          ]}
        />
      )}
    </span>
  );
}
