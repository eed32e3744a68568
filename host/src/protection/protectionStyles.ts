import type { Theme } from '@emotion/react';

/** A protection link set as quiet text among the header's controls and the dialog's. */
export const protectionLinkStyle = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: theme.compactControl,
  [theme.media.coarsePointer]: { minHeight: theme.touchTarget },
  color: theme.color.textMuted,
  fontSize: theme.font.size.sm,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  whiteSpace: 'nowrap' as const,
  '&:hover': { color: theme.color.text },
  // Its own ring, so the link stays visibly focused even outside the lobby root.
  '&:focus-visible': {
    outline: `${theme.focusRing.width} solid ${theme.color.focus}`,
    outlineOffset: theme.focusRing.offset,
  },
});
