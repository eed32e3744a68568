import type { Theme } from '@emotion/react';
import { useBus } from '@lobby/ui';
import { Link } from 'react-router-dom';
import { assertNever, type LinkAction } from '@lobby/domain';
import { withBasePath } from '../../lobby/paths';
import { useCatalogue } from '../../lobby/useCatalogue';
import { useLaunchGame } from '../../lobby/useLaunchGame';

export interface NavigationLinkItemProps {
  readonly title: string;
  readonly action: LinkAction;
}

const pill = (theme: Theme) => ({
  display: 'inline-block',
  padding: `${theme.space.xs} ${theme.space.md}`,
  border: 0,
  borderRadius: theme.radii.pill,
  background: theme.color.surfaceRaised,
  color: theme.color.text,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  '&:hover': { background: theme.color.surfaceSunken },
});

/**
 * One navigation link. Routes are real links (open in a new tab, copy address); games
 * and external addresses are buttons, because they ask the host or the shell to act
 * rather than go anywhere inside the lobby.
 */
export function NavigationLinkItem({ title, action }: NavigationLinkItemProps) {
  const { basePath } = useCatalogue();
  const bus = useBus();
  const launch = useLaunchGame();
  switch (action.kind) {
    case 'route':
      return (
        <Link to={withBasePath(basePath, action.path)} css={pill}>
          {title}
        </Link>
      );
    case 'launch':
      return (
        <button type="button" css={pill} onClick={() => launch(action.game)}>
          {title}
        </button>
      );
    case 'external':
      return (
        <button
          type="button"
          css={pill}
          onClick={() => bus.emit('shell:sendRequested', { type: 'openExternalLink', payload: { url: action.url } })}
        >
          {title}
        </button>
      );
    default:
      return assertNever(action);
  }
}
