import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { slidesPerView } from '@lobby/domain';
import type { Platform } from '@lobby/shared';
import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FocusEvent, Key, KeyboardEvent, ReactNode } from 'react';
import { useElementWidth } from '../../layout/useElementWidth';
import { Button } from '../Button/Button';
import { blockHeaderRow, blockTitle } from '../../styles/blockHeader';
import { useDeferredKeenSlider } from './useDeferredKeenSlider';

export interface SliderProps<T> {
  readonly items: readonly T[];
  readonly renderItem: (item: T, index: number) => ReactNode;
  readonly getKey: (item: T, index: number) => Key;
  /** The slider's visible title; it also names the carousel region. */
  readonly heading: ReactNode;
  /** Beside the heading, e.g. a 'show all' link. */
  readonly headingAction?: ReactNode;
  readonly platform: Platform;
  /** The block's share of the page row (1 full, 0.25 quarter): it shows that share of the tiles. */
  readonly share?: number;
  /** The block's tiles per row (SPEC §2: 3, 5, 6 or 7): how many it shows across its width on desktop. */
  readonly tilesPerRow?: number;
}

// keen-slider takes spacing as a px number, so it cannot read the theme's CSS lengths.
const SLIDE_SPACING_PX: { readonly [P in Platform]: number } = { desktop: 12, mobile: 8 };

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** keen-slider's portions are fractions: a tile whole in view may report 0.9999. */
const IN_VIEW = 0.99;

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

/** Moves `slider` by `delta` slides, no further than either end of its track. */
function moveWithin(slider: KeenSliderInstance, delta: number): void {
  const current = readPosition(slider);
  if (!current) return;
  slider.moveToIdx(Math.min(current.maxIdx, Math.max(current.minIdx, current.abs + delta)), true);
}

/** keen-slider's own stylesheet, for the options used here (horizontal, not reversed). */
const track = css`
  position: relative;
  display: flex;
  align-content: flex-start;
  width: 100%;
  overflow: hidden;
  touch-action: pan-y;
  user-select: none;
  -webkit-touch-callout: none;
  -webkit-tap-highlight-color: transparent;
  & > .keen-slider__slide {
    position: relative;
    width: 100%;
    min-height: 100%;
    overflow: hidden;
  }
`;

/**
 * keen-slider sizes and places the slides only once it has started (after the first paint,
 * useDeferredKeenSlider); until then the row is laid out the same way in CSS, so the first
 * paint already has its final shape.
 */
const beforeStart = (perView: number, spacing: number) => css`
  gap: ${spacing}px;
  & > .keen-slider__slide {
    flex: none;
    width: calc((100% - ${(perView - 1) * spacing}px) / ${perView});
  }
`;

/**
 * The one wrapper around keen-slider (unmaintained, so nothing else imports it). Tiles per
 * view follow the domain's slidesPerView for the measured width and the block's tiles per row. Items stay in the DOM and
 * in tab order; focusing one that is off-screen slides it into view, tabbing into the row
 * lands on the first tile in view (Shift+Tab: the last), so the row does not jump, and the
 * arrow keys page through the track. Previous and Next stay focusable at either end, so a
 * keyboard user pressing Next to the end does not lose their place.
 */
export function Slider<T>({
  items,
  renderItem,
  getKey,
  heading,
  headingAction,
  platform,
  share = 1,
  tilesPerRow,
}: SliderProps<T>) {
  const { t } = useLingui();
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const width = useElementWidth(sectionRef);
  const spacing = SLIDE_SPACING_PX[platform];
  const perView = slidesPerView(platform, { share, width, gap: spacing, tilesPerRow });
  const [position, setPosition] = useState<Position | null>(null);
  /** Slides asked for (Previous, Next, arrow keys) before keen-slider had started. */
  const pendingMove = useRef(0);
  const options = useMemo(
    (): KeenSliderOptions => ({
      mode: 'snap',
      rubberband: false,
      slides: { perView, spacing },
      created: (slider) => {
        setPosition(readPosition(slider));
        if (pendingMove.current !== 0) moveWithin(slider, pendingMove.current);
        pendingMove.current = 0;
      },
      slideChanged: (slider) => setPosition(readPosition(slider)),
      updated: (slider) => setPosition(readPosition(slider)),
    }),
    [perView, spacing],
  );
  const { trackRef, instanceRef, wake } = useDeferredKeenSlider(options);

  // keen-slider reads its slides from the DOM once; a new item count needs a re-read.
  useEffect(() => {
    instanceRef.current?.update();
  }, [instanceRef, items.length]);

  const page = Math.max(1, Math.floor(perView));
  const moveBy = (delta: number) => {
    const slider = instanceRef.current;
    if (slider) {
      moveWithin(slider, delta);
      return;
    }
    // Pressed before the slider has started: done as soon as it has.
    pendingMove.current += delta;
    wake();
  };

  const revealFocused = (index: number) => (event: FocusEvent<HTMLDivElement>) => {
    const slider = instanceRef.current;
    const current = slider ? readPosition(slider) : null;
    if (!slider || !current) return;
    const portion = slider.track.details.slides[index]?.portion ?? 1;
    if (portion >= IN_VIEW) return;
    const track = event.currentTarget.parentElement;
    // Keep the browser from scrolling the overflow itself; keen-slider moves the track.
    if (track) track.scrollLeft = 0;
    const from = event.relatedTarget;
    const enteringRow = !(from instanceof Node) || !track?.contains(from);
    if (enteringRow && track) {
      // Entering the row by Tab (or Shift+Tab from below): start at the first (or last) tile
      // in view instead of sliding the row back to its start (or on to its end).
      const inView = slider.track.details.slides.flatMap((slide, at) => (slide.portion >= IN_VIEW ? [at] : []));
      const forward = index <= current.abs;
      const slide = track.children[(forward ? inView[0] : inView[inView.length - 1]) ?? current.abs];
      const candidates = slide ? [...slide.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
      const landing = forward ? candidates[0] : candidates[candidates.length - 1];
      if (landing && landing !== event.target) {
        landing.focus();
        return;
      }
    }
    slider.moveToIdx(Math.min(current.maxIdx, Math.max(current.minIdx, index)), true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') moveBy(page);
    else if (event.key === 'ArrowLeft') moveBy(-page);
    else return;
    event.preventDefault();
  };

  const atStart = position !== null && position.abs <= position.minIdx;
  const atEnd = position !== null && position.abs >= position.maxIdx;
  // Everything fits: arrows would only take the heading's room.
  const fits = atStart && atEnd;

  return (
    <section
      ref={sectionRef}
      aria-labelledby={headingId}
      aria-roledescription={t({ id: 'slider.roleDescription', message: `carousel` })}
      data-platform={platform}
      data-per-view={perView.toFixed(2)}
      // Reaching for the row starts its slider at once if idle time has not come yet.
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
    >
      <div css={blockHeaderRow}>
        <h2 id={headingId} css={blockTitle}>
          {heading}
        </h2>
        {headingAction}
        {!fits && (
          <>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t({ id: 'slider.previous', message: `Previous` })}
              aria-disabled={atStart}
              onClick={() => moveBy(-page)}
            >
              <span aria-hidden="true">‹</span>
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t({ id: 'slider.next', message: `Next` })}
              aria-disabled={atEnd}
              onClick={() => moveBy(page)}
            >
              <span aria-hidden="true">›</span>
            </Button>
          </>
        )}
      </div>
      <div
        ref={trackRef}
        className="keen-slider"
        css={position === null ? [track, beforeStart(perView, spacing)] : track}
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => {
          const slideNumber = index + 1;
          const slideCount = items.length;
          return (
            <div
              key={getKey(item, index)}
              className="keen-slider__slide"
              role="group"
              aria-roledescription={t({ id: 'slider.slideRoleDescription', message: `slide` })}
              aria-label={t({ id: 'slider.slideLabel', message: `${slideNumber} of ${slideCount}` })}
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
