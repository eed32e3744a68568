import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import type { TilesPerRow } from '@lobby/shared';
import type { Key, ReactNode } from 'react';

export interface GridProps<T> {
  readonly items: readonly T[];
  readonly renderItem: (item: T, index: number) => ReactNode;
  readonly getKey: (item: T, index: number) => Key;
  /** SPEC §4: a block's tiles per row. */
  readonly tilesPerRow: TilesPerRow;
  /** Names the list for assistive technology when there is no visible heading nearby. */
  readonly label?: string;
}

const list = (theme: Theme, tilesPerRow: TilesPerRow) => css`
  display: grid;
  /* minmax(0, 1fr): long titles must not widen one column past the others. */
  grid-template-columns: repeat(${tilesPerRow}, minmax(0, 1fr));
  gap: ${theme.space.md} ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list of tiles in a CSS grid with a fixed number of tiles per row. */
export function Grid<T>({ items, renderItem, getKey, tilesPerRow, label }: GridProps<T>) {
  return (
    // role="list": Safari drops list semantics from lists styled with list-style: none.
    <ul
      role="list"
      aria-label={label}
      data-tiles-per-row={tilesPerRow}
      css={(theme: Theme) => list(theme, tilesPerRow)}
    >
      {items.map((item, index) => (
        <li key={getKey(item, index)} css={{ minWidth: 0 }}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
