import type { Theme } from '@emotion/react';
import type { Platform } from '@lobby/shared';

/**
 * One column for header, navigation and content: the same gutter from the screen's edges
 * and the same maximum width, so their left edges line up at every width. A full-screen lobby
 * (useFullScreenCasino, connectFullScreen) keeps at least the safe-area inset from each side
 * (a phone on its side: the notch); elsewhere the insets are 0.
 */
export function pageFrame(theme: Theme, platform: Platform) {
  const gutter = theme.frame.gutter[platform];
  return {
    width: '100%',
    maxWidth: `calc(${theme.frame.maxWidth} + 2 * ${gutter})`,
    marginInline: 'auto',
    paddingLeft: `max(${gutter}, env(safe-area-inset-left, 0px))`,
    paddingRight: `max(${gutter}, env(safe-area-inset-right, 0px))`,
  } as const;
}
