import type { Theme } from '@emotion/react';
import { Plural } from '@lingui/react/macro';
import { Link } from '@lobby/router';
import { CommonText } from '@lobby/ui';

export interface ShowAllTileProps {
  readonly count: number;
  readonly to: string;
}

const tile = (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.xs,
  // Same box as a default game card, so the slider's row keeps one height.
  aspectRatio: '1 / 1',
  // A long translation wraps inside a phone's ~100 px tile, a long word too.
  padding: theme.space.sm,
  textAlign: 'center' as const,
  overflowWrap: 'anywhere' as const,
  borderRadius: theme.radii.lg,
  background: theme.color.surfaceRaised,
  color: theme.color.text,
  fontWeight: theme.font.weight.bold,
  textDecoration: 'none',
  '&:hover': { background: theme.color.surfaceSunken },
  // Inside the edge, like the game cards' ring: a slide clips anything drawn outside it.
  '&:focus-visible': {
    outline: `calc(${theme.focusRing.width} * 1.5) solid ${theme.color.focus}`,
    outlineOffset: `calc(${theme.focusRing.width} * -1.5)`,
  },
});

/** SPEC §2: the slider's last tile when it holds 12 or more games, leading to the listing. */
export function ShowAllTile({ count, to }: ShowAllTileProps) {
  return (
    <Link to={to} css={tile} data-testid="show-all-tile">
      <CommonText name="showAll" />
      <span css={(theme: Theme) => ({ color: theme.color.textMuted, fontSize: theme.font.size.sm })}>
        <Plural id="catalogue.showAll.gameCount" value={count} one="# game" other="# games" />
      </span>
    </Link>
  );
}
