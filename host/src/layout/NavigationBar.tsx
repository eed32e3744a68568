import { useLingui } from '@lingui/react/macro';
import { linkAction, navigationHeight, normaliseLobby, type Link, type LinkAction } from '@lobby/domain';
import type { Platform } from '@lobby/shared';
import { tokens, useBusValue } from '@lobby/ui';
import { useMemo } from 'react';
import { NavigationItem } from './NavigationItem';

export interface NavigationBarProps {
  readonly platform: Platform;
}

/**
 * The lobby's links (SPEC §2 link types), only those within their date window
 * (normaliseLobby drops the others). Hidden, with no height, when the lobby says so.
 */
export function NavigationBar({ platform }: NavigationBarProps) {
  const { t } = useLingui();
  const data = useBusValue('lobby:dataChanged');
  // A link with nothing usable to act on is left out rather than shown dead.
  const links = useMemo<readonly { link: Link; action: LinkAction }[]>(
    () =>
      (data === undefined ? [] : normaliseLobby(data, { now: Date.now() }).links).flatMap((link) => {
        const action = linkAction(link);
        return action === null ? [] : [{ link, action }];
      }),
    [data],
  );
  const shown = data?.showNavigation ?? false;
  if (!shown || links.length === 0) return null;

  return (
    <nav
      aria-label={t`Lobby sections`}
      data-testid="lobby-navigation"
      css={(theme) => ({
        height: navigationHeight(platform, shown),
        boxSizing: 'border-box',
        overflowX: 'auto',
        padding: `${tokens.space.md} ${tokens.space.lg}`,
        backgroundColor: theme.color.surface,
      })}
    >
      <ul css={{ display: 'flex', gap: tokens.space.sm, listStyle: 'none', margin: 0, padding: 0 }}>
        {links.map(({ link, action }) => (
          <li key={link.id}>
            <NavigationItem title={link.pageTitle} action={action} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
