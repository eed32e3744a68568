export interface FetchRangeInput {
  /** The first and last rows mounted. */
  readonly firstRow: number;
  readonly lastRow: number;
  readonly columns: number;
  /** Which way the list last moved: 1 down, -1 up, 0 not yet. */
  readonly direction: -1 | 0 | 1;
  /** Rows asked for beyond the mounted ones, on the side the list moves towards. */
  readonly aheadRows: number;
}

/**
 * The list positions a paged grid asks for: its mounted rows, and once it scrolls, the rows
 * it is heading into. Those then mount with their games already here (drawn once, not as
 * skeletons swapped for tiles in view); a list that has not moved asks for what it shows only.
 */
export function fetchRange({ firstRow, lastRow, columns, direction, aheadRows }: FetchRangeInput): {
  readonly first: number;
  readonly last: number;
} {
  const before = direction < 0 ? aheadRows : 0;
  const after = direction > 0 ? aheadRows : 0;
  return { first: Math.max(0, firstRow - before) * columns, last: (lastRow + 1 + after) * columns - 1 };
}
