import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { gridColumns } from '@lobby/domain';
import type { Platform, TilesPerRow } from '@lobby/shared';
import { useRef } from 'react';
import type { Key, ReactNode } from 'react';
import { useElementWidth } from '../../layout/useElementWidth';

export interface GridProps<T> {
  readonly items: readonly T[];
  readonly renderItem: (item: T, index: number) => ReactNode;
  readonly getKey: (item: T, index: number) => Key;
  /** SPEC §2: a block's tiles per row; fewer when they would be narrower than readable. */
  readonly tilesPerRow: TilesPerRow;
  readonly platform: Platform;
  /** Names the list for assistive technology when there is no visible heading nearby. */
  readonly label?: string;
}

// A px number: the column count is worked out from it before the CSS applies it.
const COLUMN_GAP_PX = 8;

const list = (theme: Theme, columns: number) => css`
  display: grid;
  /* minmax(0, 1fr): long titles must not widen one column past the others. */
  grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  gap: ${theme.space.md} ${COLUMN_GAP_PX}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list of tiles in a CSS grid, as many per row as the block asks and the width allows. */
export function Grid<T>({ items, renderItem, getKey, tilesPerRow, platform, label }: GridProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const columns = gridColumns(platform, tilesPerRow, useElementWidth(listRef), COLUMN_GAP_PX);
  return (
    // role="list": Safari drops list semantics from lists styled with list-style: none.
    <ul
      ref={listRef}
      role="list"
      aria-label={label}
      data-tiles-per-row={columns}
      css={(theme: Theme) => list(theme, columns)}
    >
      {items.map((item, index) => (
        <li key={getKey(item, index)} css={{ minWidth: 0 }}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
