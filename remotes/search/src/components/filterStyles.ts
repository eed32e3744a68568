import type { Theme } from '@emotion/react';

// The filters panel's look, shared by its groups: each a fieldset with a small legend over a
// row of pills, whether a pill is a checkbox (providers), a radio (sort) or a toggle button.

export const fieldset = (theme: Theme) => ({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  '& + &': { marginTop: theme.space.lg },
});

export const legend = (theme: Theme) => ({
  padding: 0,
  marginBottom: theme.space.sm,
  fontSize: theme.font.size.sm,
  fontWeight: theme.font.weight.bold,
  color: theme.color.textMuted,
  textTransform: 'uppercase' as const,
  letterSpacing: '0.04em',
});

export const chips = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space.sm });

const pill = (theme: Theme) => ({
  position: 'relative' as const,
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: theme.compactControl,
  padding: `0 ${theme.space.md}`,
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surface,
  color: theme.color.text,
  fontSize: theme.font.size.sm,
  cursor: 'pointer',
  [theme.media.coarsePointer]: { minHeight: theme.touchTarget },
});

const chosenPill = (theme: Theme) => ({
  background: theme.color.accent,
  borderColor: theme.color.accent,
  color: theme.color.textOnAccent,
});

const focusRing = (theme: Theme) => ({
  outline: `${theme.focusRing.width} solid ${theme.color.focus}`,
  outlineOffset: theme.focusRing.offset,
});

/** A checkbox or radio drawn as a pill; the real input stays (keyboard, screen readers, forms). */
export const chip = (theme: Theme) => ({
  ...pill(theme),
  '& input': { position: 'absolute' as const, opacity: 0, inset: 0, margin: 0, cursor: 'pointer' },
  '&:has(input:checked)': chosenPill(theme),
  '&:has(input:focus-visible)': focusRing(theme),
});

/** A toggle button (aria-pressed) drawn as the same pill. */
export const toggleChip = (theme: Theme) => ({
  // Before the pill's font size: the shorthand would reset it.
  font: 'inherit',
  ...pill(theme),
  '&[aria-pressed="true"]': chosenPill(theme),
  '&:focus-visible': focusRing(theme),
});
