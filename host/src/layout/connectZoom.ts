import { RESIZE_THROTTLE_MS, ZOOM_RECALC_COUNT, ZOOM_RECALC_INTERVAL_MS, zoomFactor } from '@lobby/domain';
import type { Platform } from '@lobby/shared';

export interface ZoomTarget {
  readonly innerWidth: number;
  addEventListener(type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

export interface ZoomOptions {
  readonly platform: () => Platform;
  /** The host application's frame width when it told us ('iframeWindowData'); else the window's. */
  readonly frameWidth?: number | null;
  /** Receives the zoom factor; the layout puts it on the lobby root. */
  readonly apply: (factor: number) => void;
  /** Receives the width the factor was taken from, at the same moments; the layout follows it. */
  readonly measured?: (width: number) => void;
}

/** SPEC §5: ctrl+wheel would zoom the page the shell frames; the lobby scales itself instead. */
export function blockCtrlWheel(event: Event): void {
  if (event instanceof MouseEvent && event.ctrlKey) event.preventDefault();
}

/**
 * SPEC §9 zoom: recalculated 10 times every 200 ms, at start and after a resize (throttled to
 * 250 ms), because WebViews report their final width only some time after a rotation or
 * the first layout. Returns the disconnect function.
 */
export function connectZoom(
  target: ZoomTarget,
  { platform, apply, measured, frameWidth = null }: ZoomOptions,
): () => void {
  let burst: ReturnType<typeof setInterval> | null = null;
  let throttle: ReturnType<typeof setTimeout> | null = null;
  let resizedDuringThrottle = false;

  const recalc = () => {
    const width = frameWidth ?? target.innerWidth;
    measured?.(width);
    apply(zoomFactor(width, platform()));
  };
  const startBurst = () => {
    if (burst !== null) clearInterval(burst);
    let remaining = ZOOM_RECALC_COUNT;
    recalc();
    remaining -= 1;
    burst = setInterval(() => {
      recalc();
      remaining -= 1;
      if (remaining <= 0 && burst !== null) {
        clearInterval(burst);
        burst = null;
      }
    }, ZOOM_RECALC_INTERVAL_MS);
  };
  const onResize = () => {
    if (throttle !== null) {
      resizedDuringThrottle = true;
      return;
    }
    startBurst();
    const release = () => {
      throttle = null;
      if (!resizedDuringThrottle) return;
      resizedDuringThrottle = false;
      onResize();
    };
    throttle = setTimeout(release, RESIZE_THROTTLE_MS);
  };

  target.addEventListener('wheel', blockCtrlWheel, { passive: false });
  target.addEventListener('resize', onResize);
  startBurst();
  return () => {
    target.removeEventListener('wheel', blockCtrlWheel);
    target.removeEventListener('resize', onResize);
    if (burst !== null) clearInterval(burst);
    if (throttle !== null) clearTimeout(throttle);
  };
}
