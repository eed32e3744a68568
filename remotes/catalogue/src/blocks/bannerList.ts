import type { Theme } from '@emotion/react';

/** Banner and poker-banner blocks: banners side by side, wrapping in narrow blocks. */
export const bannerList = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
