import { useLingui } from '@lingui/react';
import { formatMoney } from '@lobby/domain';
import type { RawJackpot } from '@lobby/shared';
import { useDisplayCurrency } from '../../hooks/useDisplayCurrency';
import { useJackpotAmount } from '../../hooks/useJackpotAmount';

export interface JackpotAmountProps {
  readonly jackpot: RawJackpot;
}

/**
 * A jackpot's amount in the lobby's currency and the player's locale, ticking every second.
 * Plain text, not a live region: an amount that changes every second must not be read out
 * every second. Its own component, so a tick re-renders this text and nothing around it.
 */
export function JackpotAmount({ jackpot }: JackpotAmountProps) {
  const { i18n } = useLingui();
  const amount = useJackpotAmount(jackpot);
  const currency = useDisplayCurrency();
  return <>{formatMoney(amount, currency, i18n.locale)}</>;
}
