import 'keen-slider/keen-slider.min.css';
import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { slidesPerView } from '@lobby/domain';
import type { Platform } from '@lobby/shared';
import { useKeenSlider } from 'keen-slider/react';
import type { KeenSliderInstance } from 'keen-slider/react';
import { useEffect, useId, useState } from 'react';
import type { FocusEvent, Key, KeyboardEvent, ReactNode } from 'react';
import { Button } from '../Button/Button';

export interface SliderProps<T> {
  readonly items: readonly T[];
  readonly renderItem: (item: T, index: number) => ReactNode;
  readonly getKey: (item: T, index: number) => Key;
  /** The slider's visible title; it also names the carousel region. */
  readonly heading: ReactNode;
  /** Beside the heading, e.g. a 'show all' link. */
  readonly headingAction?: ReactNode;
  readonly platform: Platform;
}

// keen-slider takes spacing as a px number, so it cannot read the theme's CSS lengths.
const SLIDE_SPACING_PX: { readonly [P in Platform]: number } = { desktop: 12, mobile: 8 };

interface Position {
  readonly abs: number;
  readonly minIdx: number;
  readonly maxIdx: number;
}

function readPosition(slider: KeenSliderInstance): Position | null {
  // Null until keen-slider has measured (and always in jsdom, which has no layout).
  const details = slider.track.details as KeenSliderInstance['track']['details'] | null;
  return details ? { abs: details.abs, minIdx: details.minIdx, maxIdx: details.maxIdx } : null;
}

const header = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin-bottom: ${theme.space.sm};
`;

const title = (theme: Theme) => css`
  flex: 1;
  min-width: 0;
  margin: 0;
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.bold};
`;

/**
 * The one wrapper around keen-slider (unmaintained, so nothing else imports it). Items
 * stay in the DOM and in tab order; focusing one that is off-screen slides it into view,
 * and the arrow keys page through the track.
 */
export function Slider<T>({ items, renderItem, getKey, heading, headingAction, platform }: SliderProps<T>) {
  const { t } = useLingui();
  const headingId = useId();
  const perView = slidesPerView(platform);
  const [position, setPosition] = useState<Position | null>(null);
  const [trackRef, instanceRef] = useKeenSlider<HTMLDivElement>({
    mode: 'snap',
    rubberband: false,
    slides: { perView, spacing: SLIDE_SPACING_PX[platform] },
    created: (slider) => setPosition(readPosition(slider)),
    slideChanged: (slider) => setPosition(readPosition(slider)),
    updated: (slider) => setPosition(readPosition(slider)),
  });

  // keen-slider reads its slides from the DOM once; a new item count needs a re-read.
  useEffect(() => {
    instanceRef.current?.update();
  }, [instanceRef, items.length]);

  const page = Math.max(1, Math.floor(perView));
  const moveBy = (delta: number) => {
    const slider = instanceRef.current;
    const current = slider ? readPosition(slider) : null;
    if (!slider || !current) return;
    const target = Math.min(current.maxIdx, Math.max(current.minIdx, current.abs + delta));
    slider.moveToIdx(target, true);
  };

  const revealFocused = (index: number) => (event: FocusEvent<HTMLDivElement>) => {
    const slider = instanceRef.current;
    const current = slider ? readPosition(slider) : null;
    if (!slider || !current) return;
    const portion = slider.track.details.slides[index]?.portion ?? 1;
    if (portion < 1) {
      // Keep the browser from scrolling the overflow itself; keen-slider moves the track.
      const track = event.currentTarget.parentElement;
      if (track) track.scrollLeft = 0;
      slider.moveToIdx(Math.min(current.maxIdx, Math.max(current.minIdx, index)), true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') moveBy(page);
    else if (event.key === 'ArrowLeft') moveBy(-page);
    else return;
    event.preventDefault();
  };

  const atStart = position !== null && position.abs <= position.minIdx;
  const atEnd = position !== null && position.abs >= position.maxIdx;

  return (
    <section aria-labelledby={headingId} aria-roledescription={t`carousel`} data-platform={platform}>
      <div css={header}>
        <h2 id={headingId} css={title}>
          {heading}
        </h2>
        {headingAction}
        <Button variant="secondary" size="sm" aria-label={t`Previous`} disabled={atStart} onClick={() => moveBy(-page)}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Button variant="secondary" size="sm" aria-label={t`Next`} disabled={atEnd} onClick={() => moveBy(page)}>
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <div ref={trackRef} className="keen-slider" onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const slideNumber = index + 1;
          const slideCount = items.length;
          return (
            <div
              key={getKey(item, index)}
              className="keen-slider__slide"
              role="group"
              aria-roledescription={t`slide`}
              aria-label={t`${slideNumber} of ${slideCount}`}
              onFocus={revealFocused(index)}
            >
              {renderItem(item, index)}
            </div>
          );
        })}
      </div>
    </section>
  );
}
