import type { Theme } from '@emotion/react';

export const tableStyle = (theme: Theme) => ({
  borderCollapse: 'collapse' as const,
  width: '100%',
  fontSize: theme.font.size.sm,
  caption: { textAlign: 'start' as const, fontWeight: theme.font.weight.bold, paddingBlock: theme.space.sm },
  'th, td': {
    borderBottom: `1px solid ${theme.color.border}`,
    padding: `${theme.space.xs} ${theme.space.sm}`,
    textAlign: 'start' as const,
    verticalAlign: 'top' as const,
    // Words stay whole; only long values (ids, JSON) break anywhere, in the cells that hold them.
    overflowWrap: 'break-word' as const,
  },
});

/** A cell of long machine text (JSON, tokens): it may break anywhere rather than widen the page. */
export const machineText = { fontFamily: 'ui-monospace, monospace', overflowWrap: 'anywhere' as const, wordBreak: 'break-all' as const };
