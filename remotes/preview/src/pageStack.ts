import type { Theme } from '@emotion/react';

/**
 * The preview's pages: sections stacked with one gap between them. Headings lose the
 * browser's margins, which would add to the gap as empty bands; a section heading keeps a
 * little room above what it names. minmax(0, 1fr): wide content (full-size frames, long
 * values) scales or wraps to the page instead of widening it.
 */
export const pageStack = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.xl,
  '& h1': { margin: 0 },
  '& h2': { margin: `0 0 ${theme.space.sm}` },
});
