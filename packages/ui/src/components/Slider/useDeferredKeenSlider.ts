import { onceUntilFailure } from '@lobby/domain';
import type KeenSlider from 'keen-slider';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { browserWhenIdle } from '../../browser/browserWhenIdle';

type KeenSliderClass = typeof KeenSlider;

/** keen-slider's code, fetched once for every slider on the page; a failed download is retried. */
const loadKeenSlider = onceUntilFailure((): Promise<KeenSliderClass> =>
  import(/* webpackChunkName: "keen-slider" */ 'keen-slider').then((module) => module.default),
);

export interface DeferredKeenSlider {
  /** The track element's ref. */
  readonly trackRef: (element: HTMLDivElement | null) => void;
  /** The started slider, null until then. */
  readonly instanceRef: RefObject<KeenSliderInstance | null>;
  /** Starts it now rather than when the browser is idle: the player reached for the row. */
  readonly wake: () => void;
}

/**
 * keen-slider, started once the page's first paint is done (issue #12): its code and its
 * measuring of every row are not on the first view's path. Until it starts the row is laid
 * out by CSS in its final shape (the Slider's), so starting it moves nothing. `options` is
 * applied again whenever it is a new object (memoise it).
 */
export function useDeferredKeenSlider(options: KeenSliderOptions): DeferredKeenSlider {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const [awake, setAwake] = useState(false);
  const instanceRef = useRef<KeenSliderInstance | null>(null);
  const optionsRef = useRef(options);

  useEffect(() => {
    optionsRef.current = options;
    instanceRef.current?.update(options);
  }, [options]);

  useEffect(() => {
    if (awake) return undefined;
    return browserWhenIdle(() => setAwake(true));
  }, [awake]);

  useEffect(() => {
    if (!awake || element === null) return undefined;
    let live = true;
    let slider: KeenSliderInstance | null = null;
    loadKeenSlider().then(
      (Slider) => {
        if (!live) return;
        slider = new Slider(element, optionsRef.current);
        instanceRef.current = slider;
      },
      (error: unknown) => {
        // The row keeps its CSS layout and scrolls no further than its first view.
        if (live) console.warn('The carousel could not start:', error);
      },
    );
    return () => {
      live = false;
      slider?.destroy();
      if (instanceRef.current === slider) instanceRef.current = null;
    };
  }, [awake, element]);

  const trackRef = useCallback((node: HTMLDivElement | null) => setElement(node), []);
  const wake = useCallback(() => setAwake(true), []);
  return { trackRef, instanceRef, wake };
}
