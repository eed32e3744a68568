import type { Theme } from '@emotion/react';
import type { Platform } from '@lobby/shared';

/**
 * One column for header, navigation and content: the same gutter from the screen's edges
 * and the same maximum width, so their left edges line up at every width.
 */
export function pageFrame(theme: Theme, platform: Platform) {
  const gutter = theme.frame.gutter[platform];
  return {
    width: '100%',
    maxWidth: `calc(${theme.frame.maxWidth} + 2 * ${gutter})`,
    marginInline: 'auto',
    paddingInline: gutter,
  } as const;
}
