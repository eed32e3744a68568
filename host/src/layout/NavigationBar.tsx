import { useLingui } from '@lingui/react/macro';
import { navigationHeight, normaliseLobby, type Link } from '@lobby/domain';
import type { Platform } from '@lobby/shared';
import { tokens, useBusValue } from '@lobby/ui';
import { useMemo } from 'react';
import { linkAction } from './linkAction';
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
  const links = useMemo<readonly Link[]>(() => (data === undefined ? [] : normaliseLobby(data, { now: Date.now() }).links), [data]);
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
        {links.map((link) => (
          <li key={link.id}>
            <NavigationItem title={link.pageTitle} action={linkAction(link)} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
