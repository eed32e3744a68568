import type { Theme } from '@emotion/react';
import { tokens, useBus } from '@lobby/ui';
import { NavLink } from 'react-router-dom';
import type { LinkAction } from '@lobby/domain';

export interface NavigationItemProps {
  readonly title: string;
  readonly action: LinkAction;
}

const itemStyle = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${tokens.space.sm} ${tokens.space.lg}`,
  border: `1px solid ${theme.color.border}`,
  borderRadius: tokens.radii.pill,
  backgroundColor: theme.color.surfaceRaised,
  color: theme.color.text,
  font: 'inherit',
  fontSize: tokens.font.size.md,
  textDecoration: 'none',
  whiteSpace: 'nowrap' as const,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.color.accent },
  '&:focus-visible': {
    outline: `${tokens.focusRing.width} solid ${theme.color.focus}`,
    outlineOffset: tokens.focusRing.offset,
  },
  '&[aria-current="page"]': { backgroundColor: theme.color.accent, color: theme.color.textOnAccent },
});

/** One link of the navigation bar: a real link for pages, a button for actions. */
export function NavigationItem({ title, action }: NavigationItemProps) {
  const bus = useBus();
  switch (action.kind) {
    case 'route':
      return (
        <NavLink to={action.path} end css={itemStyle}>
          {title}
        </NavLink>
      );
    case 'launch':
      return (
        <button
          type="button"
          css={itemStyle}
          onClick={() =>
            bus.emit('game:launchRequested', { gameCode: action.game.code, aggregator: action.game.aggregator })
          }
        >
          {title}
        </button>
      );
    case 'external':
      return (
        <button
          type="button"
          css={itemStyle}
          onClick={() => bus.emit('shell:sendRequested', { type: 'openExternalLink', payload: { url: action.url } })}
        >
          {title}
        </button>
      );
  }
}
