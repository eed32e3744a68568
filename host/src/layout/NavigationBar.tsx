import { useLingui } from '@lingui/react/macro';
import { LinkActionItem, useLobby, useNavigationLinks } from '@lobby/connected';
import { navigationHeight } from '@lobby/domain';
import type { Platform } from '@lobby/shared';
import { tokens } from '@lobby/ui';

export interface NavigationBarProps {
  readonly platform: Platform;
}

/**
 * The lobby's links (SPEC §2 link types), only those within their date window (the
 * lobby store drops the others, and brings them back when their window opens). Hidden,
 * with no height, when the lobby says so.
 */
export function NavigationBar({ platform }: NavigationBarProps) {
  const { t } = useLingui();
  const links = useNavigationLinks();
  const shown = useLobby()?.lobby.showNavigation ?? false;
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
            <LinkActionItem title={link.pageTitle} action={action} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
