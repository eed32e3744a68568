import type { Theme } from '@emotion/react';

/**
 * The look of a native form control (select, input, textarea): one border, radius and focus
 * ring for every field of the lobby. A control marked aria-invalid shows it in its border.
 */
export const fieldControl = (theme: Theme) => ({
  // Never wider than its row: a select as wide as its longest option's translation shrinks.
  maxWidth: '100%',
  padding: `${theme.space.xs} ${theme.space.sm}`,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surfaceRaised,
  color: theme.color.text,
  font: 'inherit',
  '&:hover': { borderColor: theme.color.accent },
  '&[aria-invalid="true"]': { borderColor: theme.color.danger },
  // Its own ring, so the control stays visibly focused even outside the lobby root.
  '&:focus-visible': {
    outline: `${theme.focusRing.width} solid ${theme.color.focus}`,
    outlineOffset: theme.focusRing.offset,
  },
});
