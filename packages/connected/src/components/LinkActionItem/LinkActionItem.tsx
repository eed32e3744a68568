import type { Theme } from '@emotion/react';
import type { LinkAction } from '@lobby/domain';
import { useBus } from '@lobby/ui';
import { NavLink } from '@lobby/router';
import { useLaunchGame } from '../../hooks/useLaunchGame';

export interface LinkActionItemProps {
  readonly title: string;
  readonly action: LinkAction;
}

const itemStyle = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  [theme.media.coarsePointer]: { minHeight: theme.touchTarget },
  padding: `${theme.space.sm} ${theme.space.lg}`,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radii.pill,
  backgroundColor: theme.color.surfaceRaised,
  color: theme.color.text,
  font: 'inherit',
  fontSize: theme.font.size.md,
  textDecoration: 'none',
  whiteSpace: 'nowrap' as const,
  cursor: 'pointer',
  '&:hover': { borderColor: theme.color.accent },
  // Its own ring, so the item stays visibly focused even outside the lobby root.
  '&:focus-visible': {
    outline: `${theme.focusRing.width} solid ${theme.color.focus}`,
    outlineOffset: theme.focusRing.offset,
  },
  '&[aria-current="page"]': { backgroundColor: theme.color.accent, color: theme.color.textOnAccent },
});

/**
 * One navigation link acting by its type (SPEC §2, domain's linkAction), for the host's
 * bar and the catalogue's navigation block alike. Routes are real links (a new tab, a
 * copied address, aria-current on the page it names); they are lobby paths, owned by
 * whichever remote the host binds them to, so no remote's mount path is added. Games and
 * external addresses are buttons: they ask the host or the shell to act.
 */
export function LinkActionItem({ title, action }: LinkActionItemProps) {
  const bus = useBus();
  const launch = useLaunchGame();
  switch (action.kind) {
    case 'route':
      return (
        <NavLink to={action.path} end css={itemStyle}>
          {title}
        </NavLink>
      );
    case 'launch':
      return (
        <button type="button" css={itemStyle} onClick={() => launch(action.game)}>
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
