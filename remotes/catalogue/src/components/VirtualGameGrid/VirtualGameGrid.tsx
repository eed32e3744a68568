import { css, useTheme } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { BASE_WIDTH, gridColumns } from '@lobby/domain';
import type { Game } from '@lobby/domain';
import type { CardStyle, Platform, TilesPerRow } from '@lobby/shared';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { fetchRange } from './fetchRange';
import { GridRow } from './GridRow';
import { gridRowHeight } from './gridRowHeight';
import { useGridPlacement } from './useGridPlacement';

export interface VirtualGameGridProps {
  /** How many games the list has, loaded or not: the grid reserves their rows from the start. */
  readonly count: number;
  /** The game at a position, or undefined while it loads (a skeleton tile holds its place). */
  readonly gameAt: (index: number) => Game | undefined;
  /**
   * The positions of the rows mounted (the viewport and its overscan) and, once the list
   * scrolls, of the rows it heads into: a paged list fetches them, so the rows scrolled
   * towards act as the infinite scroll's sentinel.
   */
  readonly onRangeChange?: (first: number, last: number) => void;
  /** The block's tiles per row; gridColumns cuts it to what fits. */
  readonly tilesPerRow: TilesPerRow;
  readonly platform: Platform;
  readonly cardStyle: CardStyle;
  /** Names the list when no heading labels it. */
  readonly label?: string;
}

// Rows mounted beyond each edge of the viewport: Tab moves into them before they are
// visible, and the browser scrolls the focused card in, which mounts the next ones.
const OVERSCAN_ROWS = 2;
// Rows asked for beyond the mounted ones in the way the list moves (fetchRange): about a
// page at seven columns, or half a second of a brisk fling.
const FETCH_AHEAD_ROWS = 8;

const row = (theme: Theme, columns: number) => css`
  position: absolute;
  top: 0;
  left: 0;
  width: 100%;
  display: grid;
  /* minmax(0, 1fr): long titles must not widen one column past the others. */
  grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  align-items: start;
  column-gap: ${theme.space.sm};
`;

/**
 * A long list of games (20,000 in one provider's listing is real) in a window-scrolled
 * grid: only the rows near the viewport are mounted. Rows have a computed height, so the
 * scrollbar and everything below the grid are right from the first paint, and a game still
 * loading is a skeleton of the same size. The page keeps list semantics: each card is a
 * listitem with its position in the whole list.
 */
export function VirtualGameGrid({ count, gameAt, onRangeChange, tilesPerRow, platform, cardStyle, label }: VirtualGameGridProps) {
  const theme = useTheme();
  const listRef = useRef<HTMLDivElement>(null);
  const placement = useGridPlacement(listRef);
  // Before the first measurement (and in jsdom) assume the lobby's design width.
  const width = placement.width > 0 ? placement.width : BASE_WIDTH.desktop;
  const columnGapPx = Number.parseFloat(theme.space.sm);
  const columns = gridColumns(platform, tilesPerRow, width, columnGapPx);
  const rowGapPx = Number.parseFloat(theme.space.md);
  const rowHeight = gridRowHeight({
    width,
    tilesPerRow: columns,
    cardStyle,
    columnGapPx,
    rowGapPx,
  });
  const rowCount = Math.ceil(count / columns);
  const skeletonHeight = Math.max(0, rowHeight - rowGapPx);
  const rowStyle = useMemo(() => row(theme, columns), [theme, columns]);
  // The row holding keyboard focus stays mounted even when scrolled away, so focus is
  // never dropped to the document by a wheel or a scrollbar drag.
  const [focusedRow, setFocusedRow] = useState<number | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (focusedRow === null || focusedRow >= range.count || indexes.includes(focusedRow)) return indexes;
      return [...indexes, focusedRow].sort((a, b) => a - b);
    },
    [focusedRow],
  );
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN_ROWS,
    // The virtualiser scrolls to its offset when it attaches; starting from where the
    // window already is keeps a restored scroll position (back button) in place.
    initialOffset: () => window.scrollY,
    scrollMargin: placement.top,
    rangeExtractor,
  });
  // estimateSize is only read for rows not yet measured; a new width must reach them all.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowHeight]);
  const items = virtualizer.getVirtualItems();
  const firstRow = items[0]?.index ?? 0;
  const lastRow = items[items.length - 1]?.index ?? -1;
  const movement = useRef<{ firstRow: number | null; direction: -1 | 0 | 1 }>({ firstRow: null, direction: 0 });
  useEffect(() => {
    if (lastRow < firstRow) return;
    const previous = movement.current.firstRow;
    if (previous !== null && previous !== firstRow) movement.current.direction = firstRow > previous ? 1 : -1;
    movement.current.firstRow = firstRow;
    const { first, last } = fetchRange({
      firstRow,
      lastRow,
      columns,
      direction: movement.current.direction,
      aheadRows: FETCH_AHEAD_ROWS,
    });
    onRangeChange?.(first, last);
  }, [onRangeChange, firstRow, lastRow, columns]);
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
      setFocusedRow(null);
  };

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      data-tiles-per-row={columns}
      data-testid="virtual-game-grid"
      onBlur={onBlur}
      css={{ position: 'relative', width: '100%' }}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((virtualRow) => {
        const first = virtualRow.index * columns;
        const games = Array.from({ length: Math.min(columns, count - first) }, (_, column) => gameAt(first + column));
        return (
          <GridRow
            key={virtualRow.key}
            index={virtualRow.index}
            first={first}
            games={games}
            count={count}
            top={virtualRow.start - virtualizer.options.scrollMargin}
            height={virtualRow.size}
            skeletonHeight={skeletonHeight}
            columns={columns}
            rowStyle={rowStyle}
            cardStyle={cardStyle}
            onFocusRow={setFocusedRow}
          />
        );
      })}
    </div>
  );
}
