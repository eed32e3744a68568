import { css, useTheme } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { GameTile } from '@lobby/connected';
import { BASE_WIDTH, gridColumns } from '@lobby/domain';
import type { Game } from '@lobby/domain';
import type { CardStyle, Platform, TilesPerRow } from '@lobby/shared';
import { defaultRangeExtractor, useWindowVirtualizer } from '@tanstack/react-virtual';
import type { Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { gridRowHeight } from './gridRowHeight';
import { useGridPlacement } from './useGridPlacement';

export interface VirtualGameGridProps {
  readonly games: readonly Game[];
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
 * scrollbar and everything below the grid are right from the first paint. The page keeps
 * list semantics: each card is a listitem with its position in the whole list.
 */
export function VirtualGameGrid({ games, tilesPerRow, platform, cardStyle, label }: VirtualGameGridProps) {
  const theme = useTheme();
  const listRef = useRef<HTMLDivElement>(null);
  const placement = useGridPlacement(listRef);
  // Before the first measurement (and in jsdom) assume the lobby's design width.
  const width = placement.width > 0 ? placement.width : BASE_WIDTH.desktop;
  const columnGapPx = Number.parseFloat(theme.space.sm);
  const columns = gridColumns(platform, tilesPerRow, width, columnGapPx);
  const rowHeight = gridRowHeight({
    width,
    tilesPerRow: columns,
    cardStyle,
    columnGapPx,
    rowGapPx: Number.parseFloat(theme.space.md),
  });
  const rowCount = Math.ceil(games.length / columns);
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
      {virtualizer.getVirtualItems().map((virtualRow) => {
        const first = virtualRow.index * columns;
        return (
          <div
            key={virtualRow.key}
            role="none"
            data-row-index={virtualRow.index}
            onFocus={() => setFocusedRow(virtualRow.index)}
            css={row(theme, columns)}
            style={{
              height: virtualRow.size,
              transform: `translateY(${virtualRow.start - virtualizer.options.scrollMargin}px)`,
            }}
          >
            {games.slice(first, first + columns).map((game, column) => (
              <div
                key={game.key}
                role="listitem"
                aria-posinset={first + column + 1}
                aria-setsize={games.length}
                css={{ minWidth: 0 }}
              >
                <GameTile
                  game={game}
                  cardStyle={cardStyle}
                  // The first row is the listing's largest first paint.
                  imageLoading={virtualRow.index === 0 ? 'high' : 'lazy'}
                  imageViewportShare={1 / columns}
                />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}
