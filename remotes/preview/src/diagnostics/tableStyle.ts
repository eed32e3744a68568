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
    overflowWrap: 'anywhere' as const,
  },
});
