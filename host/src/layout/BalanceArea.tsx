import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@lobby/domain';
import { DEFAULT_BALANCES } from '@lobby/shared';
import { Button, tokens, useBus, useBusValue } from '@lobby/ui';

/** The player's balance in the settings currency; guests get a login button instead. */
export function BalanceArea() {
  const bus = useBus();
  const session = useBusValue('session:changed');
  const balances = useBusValue('balances:changed') ?? DEFAULT_BALANCES;
  const settings = useBusValue('settings:changed');

  if (session?.guest ?? false) {
    return (
      <Button size="sm" onClick={() => bus.emit('shell:sendRequested', { type: 'openLoginScreen' })}>
        <Trans>Log in</Trans>
      </Button>
    );
  }
  const balance = formatMoney(balances.userBalance, settings?.currency, settings?.locale ?? 'en');
  return (
    <p
      css={(theme) => ({ margin: 0, display: 'flex', gap: tokens.space.xs, alignItems: 'baseline', color: theme.color.text })}
    >
      <span css={(theme) => ({ color: theme.color.textMuted, fontSize: tokens.font.size.sm })}>
        <Trans>Balance</Trans>
      </span>
      <strong data-testid="header-balance">{balance}</strong>
    </p>
  );
}
