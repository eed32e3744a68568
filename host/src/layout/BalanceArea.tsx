import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@lobby/domain';
import { DEFAULT_BALANCES } from '@lobby/shared';
import { Button, CommonText, Skeleton, tokens, useBus, useBusValue } from '@lobby/ui';
import { AfterFirstView } from './AfterFirstView';

function BalanceAmount({
  amount,
  currency,
  locale,
}: {
  amount: number;
  currency: string | null | undefined;
  locale: string;
}) {
  return <strong data-testid="header-balance">{formatMoney(amount, currency, locale)}</strong>;
}

/** The player's balance in the settings currency; guests get a login button instead. */
export function BalanceArea() {
  const bus = useBus();
  const session = useBusValue('session:changed');
  const balances = useBusValue('balances:changed') ?? DEFAULT_BALANCES;
  const settings = useBusValue('settings:changed');

  if (session?.guest ?? false) {
    return (
      <Button size="sm" onClick={() => bus.emit('shell:sendRequested', { type: 'openLoginScreen' })}>
        <CommonText name="logIn" />
      </Button>
    );
  }
  return (
    <p
      css={(theme) => ({
        margin: 0,
        display: 'flex',
        gap: tokens.space.xs,
        alignItems: 'baseline',
        color: theme.color.text,
      })}
    >
      <span css={(theme) => ({ color: theme.color.textMuted, fontSize: tokens.font.size.sm })}>
        <Trans id="host.header.balance">Balance</Trans>
      </span>
      {/* The browser's first currency format sets up its number data (about 70 ms on a phone):
          after the first view, in a placeholder of the amount's size. */}
      <AfterFirstView placeholder={<Skeleton width="4em" height="1.25em" radius="sm" />}>
        <BalanceAmount amount={balances.userBalance} currency={settings?.currency} locale={settings?.locale ?? 'en'} />
      </AfterFirstView>
    </p>
  );
}
