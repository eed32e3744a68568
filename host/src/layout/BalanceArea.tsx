import { Trans, useLingui } from '@lingui/react/macro';
import { useDisplayCurrency } from '@lobby/connected';
import { formatMoney, isSignedIn } from '@lobby/domain';
import { DEFAULT_BALANCES } from '@lobby/shared';
import { Button, CommonText, Skeleton, tokens, useBus, useBusValue } from '@lobby/ui';
import { AfterFirstView } from './AfterFirstView';

function BalanceAmount({ amount, currency }: { amount: number; currency: string }) {
  // The active catalogue's locale: it follows the settings' once its texts are in, so the
  // amount never changes language ahead of the words around it.
  const { i18n } = useLingui();
  return <strong data-testid="header-balance">{formatMoney(amount, currency, i18n.locale)}</strong>;
}

/**
 * The player's balance in the lobby's currency (useDisplayCurrency) and locale; a visitor who
 * is not signed in (isSignedIn) gets a login button instead. Until the session is known the
 * balance's place is kept.
 */
export function BalanceArea() {
  const bus = useBus();
  const session = useBusValue('session:changed');
  const balances = useBusValue('balances:changed') ?? DEFAULT_BALANCES;
  const currency = useDisplayCurrency();

  if (session !== undefined && !isSignedIn(session)) {
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
        // A narrow phone's header keeps room for search: the word over the amount, not beside it.
        [tokens.media.narrowPhone]: {
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 0,
          lineHeight: tokens.font.lineHeight.tight,
        },
      })}
    >
      <span css={(theme) => ({ color: theme.color.textMuted, fontSize: tokens.font.size.sm })}>
        <Trans id="host.header.balance">Balance</Trans>
      </span>
      {/* The browser's first currency format sets up its number data (about 70 ms on a phone):
          after the first view, in a placeholder of the amount's size. */}
      <AfterFirstView placeholder={<Skeleton width="4em" height="1.25em" radius="sm" />}>
        <BalanceAmount amount={balances.userBalance} currency={currency} />
      </AfterFirstView>
    </p>
  );
}
