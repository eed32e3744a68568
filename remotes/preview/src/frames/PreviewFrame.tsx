import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { useEffect, useRef, useState, type RefCallback } from 'react';

export type FrameSize = 'desktop' | 'phone';

export const FRAME_SIZES: { readonly [S in FrameSize]: { readonly width: number; readonly height: number; readonly path: string } } = {
  // The platform prefix fixes the framed lobby's layout (SPEC §2), whatever the frame's scale.
  desktop: { width: 1280, height: 800, path: '/desktop/' },
  phone: { width: 390, height: 844, path: '/mobile/' },
};

const TITLES = { desktop: msg({ id: 'preview.frames.desktop', message: `The lobby at desktop size` }), phone: msg({ id: 'preview.frames.phone', message: `The lobby at phone size` }) };

export interface PreviewFrameProps {
  readonly size: FrameSize;
  /** Called with the frame's window once it exists, so the page can answer it as its shell. */
  readonly frameRef: RefCallback<HTMLIFrameElement>;
}

/** One framed lobby at its real size, scaled down to the width there is (never up). */
export function PreviewFrame({ size, frameRef }: PreviewFrameProps) {
  const { _ } = useLingui();
  const { width, height, path } = FRAME_SIZES[size];
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setScale(Math.min(1, (entry?.contentRect.width ?? width) / width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [width]);
  return (
    <div ref={box} data-frame={size} css={{ flex: size === 'desktop' ? '3 1 0' : `1 1 0`, maxWidth: width, minWidth: 0 }}>
      <div css={{ width: width * scale, height: height * scale, overflow: 'hidden' }}>
        <iframe
          ref={frameRef}
          src={path}
          title={_(TITLES[size])}
          width={width}
          height={height}
          css={(theme) => ({ border: `1px solid ${theme.color.border}`, transform: `scale(${scale})`, transformOrigin: '0 0' })}
        />
      </div>
    </div>
  );
}
