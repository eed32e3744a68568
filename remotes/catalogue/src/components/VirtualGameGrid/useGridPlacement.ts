import { useLayoutEffect, useState } from 'react';
import type { RefObject } from 'react';

export interface GridPlacement {
  /** The element's width; 0 until measured (and always in jsdom, which has no layout). */
  readonly width: number;
  /** Distance from the document's top to the element: the window virtualiser's scrollMargin. */
  readonly top: number;
}

/**
 * Where the grid sits in the page. Both change with the viewport (and the heading above
 * may wrap), so they are re-read whenever the element resizes.
 */
export function useGridPlacement(ref: RefObject<HTMLElement | null>): GridPlacement {
  const [placement, setPlacement] = useState<GridPlacement>({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const read = () => {
      const rect = element.getBoundingClientRect();
      const next = { width: rect.width, top: rect.top + window.scrollY };
      setPlacement((previous) => (previous.width === next.width && previous.top === next.top ? previous : next));
    };
    read();
    // jsdom has no ResizeObserver; the first read above is all a test needs.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    // Content above the grid (a banner, a wrapped heading) moves it without resizing it.
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return placement;
}
