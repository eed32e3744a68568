import { Trans } from '@lingui/react/macro';
import { useLobby } from '@lobby/connected';
import { isSignedIn, topChromeHeights } from '@lobby/domain';
import type { Platform } from '@lobby/shared';
import { Button, CommonText, tokens, useBus, useBusValue } from '@lobby/ui';
import type { ReactNode } from 'react';
import { ProtectionHeaderItems } from '../protection/ProtectionHeaderItems';
import { BalanceArea } from './BalanceArea';
import { pageFrame } from './pageFrame';

export interface HeaderProps {
  /** The search remote's area: the host places it, the remote owns what is inside. */
  readonly search: ReactNode;
  /** The demo deployment (demo data, development sessions): said on screen, not only in the log. */
  readonly demo?: boolean;
  readonly platform?: Platform;
  /** After the Cashier button asked the shell: balances are asked again once the player is back. */
  readonly onCashierRequested?: () => void;
}

/**
 * The lobby header: search, the balance (or login) and, for a signed-in player (isSignedIn),
 * the session clock and the operator's limits and help pages (issue #34) and the cashier. During maintenance there is nothing to search or pay into, so both are gone.
 * The lobby reply's showSearch (SPEC §3, §7) false takes search away: the search remote is its
 * only entry (the header field, its keyboard shortcut), so it is not mounted at all. Until the
 * reply is in, the entry keeps its place.
 */
export function Header({ search, demo = false, platform = 'desktop', onCashierRequested }: HeaderProps) {
  const bus = useBus();
  const session = useBusValue('session:changed');
  const maintenance = useBusValue('lobby:loadStateChanged') === 'maintenance';
  const showSearch = useLobby()?.lobby.showSearch ?? true;
  const player = isSignedIn(session);
  return (
    <header
      css={(theme) => ({
        // Fixed, so the navigation height (SPEC §9) holds whatever the search remote renders; a
        // full-screen lobby (useFullScreenCasino) adds the status bar's inset above it (0 elsewhere).
        height: `calc(${topChromeHeights(platform, false).header}px + env(safe-area-inset-top, 0px))`,
        paddingTop: 'env(safe-area-inset-top, 0px)',
        backgroundColor: theme.color.surfaceRaised,
        borderBottom: `1px solid ${theme.color.border}`,
      })}
    >
      <div
        css={(theme) => ({
          ...pageFrame(theme, platform),
          display: 'flex',
          alignItems: 'center',
          gap: tokens.space.md,
          height: '100%',
        })}
      >
        <div css={{ flex: 1, minWidth: 0 }}>{maintenance || !showSearch ? null : search}</div>
        {demo && (
          <span
            data-testid="demo-mode"
            css={(theme) => ({
              padding: `${tokens.space.xs} ${tokens.space.sm}`,
              borderRadius: tokens.radii.pill,
              border: `1px solid ${theme.color.border}`,
              color: theme.color.textMuted,
              fontSize: tokens.font.size.sm,
              whiteSpace: 'nowrap',
              // A phone's header has no room to spare beside search, balance and cashier.
              [tokens.media.narrowPhone]: { display: 'none' },
            })}
          >
            <Trans id="host.header.demoMode">Demo mode</Trans>
          </span>
        )}
        {player && !maintenance && <ProtectionHeaderItems platform={platform} />}
        <BalanceArea />
        {player && !maintenance && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              bus.emit('shell:sendRequested', { type: 'openCashier' });
              onCashierRequested?.();
            }}
          >
            <CommonText name="cashier" />
          </Button>
        )}
      </div>
    </header>
  );
}
