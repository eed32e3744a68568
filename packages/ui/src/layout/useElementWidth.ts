import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * An element's content width in px, null until measured. Read before paint and on every
 * resize, so what is sized from it never shows one frame at a wrong size.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const read = () => setWidth(element.clientWidth > 0 ? element.clientWidth : null);
    read();
    // jsdom has none (and no layout): the unmeasured value is all a test gets.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(read);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
