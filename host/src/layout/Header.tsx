import { Trans } from '@lingui/react/macro';
import { Button, tokens, useBus } from '@lobby/ui';
import type { ReactNode } from 'react';
import { BalanceArea } from './BalanceArea';

export interface HeaderProps {
  /** The search remote's area: the host places it, the remote owns what is inside. */
  readonly search: ReactNode;
  /** The demo deployment (demo data, development sessions): said on screen, not only in the log. */
  readonly demo?: boolean;
}

/** The lobby header: search, the balance (or login) and the cashier. */
export function Header({ search, demo = false }: HeaderProps) {
  const bus = useBus();
  return (
    <header
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: tokens.space.md,
        padding: `${tokens.space.sm} ${tokens.space.lg}`,
        backgroundColor: theme.color.surfaceRaised,
        borderBottom: `1px solid ${theme.color.border}`,
      })}
    >
      <div css={{ flex: 1, minWidth: 0 }}>{search}</div>
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
            '@media (max-width: 479px)': { display: 'none' },
          })}
        >
          <Trans>Demo mode</Trans>
        </span>
      )}
      <BalanceArea />
      <Button variant="secondary" size="sm" onClick={() => bus.emit('shell:sendRequested', { type: 'openCashier' })}>
        <Trans>Cashier</Trans>
      </Button>
    </header>
  );
}
