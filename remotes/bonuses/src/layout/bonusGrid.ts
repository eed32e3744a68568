import type { Theme } from '@emotion/react';

/** The bonus cards' grid: as many columns of readable cards as the lobby column holds. */
export const bonusGrid = (theme: Theme) =>
  ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
    gap: theme.space.lg,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  }) as const;
