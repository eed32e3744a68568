import type { SerializedStyles } from '@emotion/react';
import { GameTile } from '@lobby/connected';
import type { Game } from '@lobby/domain';
import type { CardStyle } from '@lobby/shared';
import { Skeleton } from '@lobby/ui';
import { memo } from 'react';
import { sameRowProps } from './sameRowProps';

export interface GridRowProps {
  readonly index: number;
  /** The list position of the row's first card. */
  readonly first: number;
  /** The row's games in order, undefined where one is still loading. */
  readonly games: readonly (Game | undefined)[];
  /** The whole list's length (aria-setsize). */
  readonly count: number;
  /** Offset from the grid's top, in px. */
  readonly top: number;
  readonly height: number;
  readonly skeletonHeight: number;
  readonly columns: number;
  readonly rowStyle: SerializedStyles;
  readonly cardStyle: CardStyle;
  readonly onFocusRow: (index: number) => void;
}

const cell = { minWidth: 0 } as const;

/**
 * One row of the virtual grid. Memoised on its own games: a page arriving, a row mounting
 * at the edge or the scroll moving re-renders only the rows whose cards changed, so a
 * scroll step costs one new row, not the whole window.
 */
export const GridRow = memo(function GridRow({
  index,
  first,
  games,
  count,
  top,
  height,
  skeletonHeight,
  columns,
  rowStyle,
  cardStyle,
  onFocusRow,
}: GridRowProps) {
  return (
    <div
      role="none"
      data-row-index={index}
      onFocus={() => onFocusRow(index)}
      css={rowStyle}
      style={{ height, transform: `translateY(${String(top)}px)` }}
    >
      {games.map((game, column) => {
        const position = first + column;
        return (
          <div
            key={game?.key ?? `loading-${String(position)}`}
            role="listitem"
            aria-posinset={position + 1}
            aria-setsize={count}
            aria-busy={game === undefined || undefined}
            css={cell}
          >
            {game === undefined ? (
              <Skeleton height={skeletonHeight} />
            ) : (
              <GameTile
                game={game}
                cardStyle={cardStyle}
                // The first row is the listing's largest first paint.
                imageLoading={index === 0 ? 'high' : 'lazy'}
                imageViewportShare={1 / columns}
              />
            )}
          </div>
        );
      })}
    </div>
  );
}, sameRowProps);
