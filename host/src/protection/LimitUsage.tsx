import { Trans, useLingui } from '@lingui/react/macro';
import { useDisplayCurrency } from '@lobby/connected';
import { formatDate, formatMoney } from '@lobby/domain';
import type { RawProtectionLimit } from '@lobby/shared';
import { tokens } from '@lobby/ui';

export interface LimitUsageProps {
  readonly kind: 'deposit' | 'loss';
  readonly limit: RawProtectionLimit;
}

/** The limit's name with its period ("Weekly deposit limit"): one text each, as languages need. */
function LimitName({ kind, period }: { kind: LimitUsageProps['kind']; period: RawProtectionLimit['period'] }) {
  if (kind === 'deposit') {
    if (period === 'day') return <Trans id="protection.limit.deposit.day">Daily deposit limit</Trans>;
    if (period === 'week') return <Trans id="protection.limit.deposit.week">Weekly deposit limit</Trans>;
    return <Trans id="protection.limit.deposit.month">Monthly deposit limit</Trans>;
  }
  if (period === 'day') return <Trans id="protection.limit.loss.day">Daily loss limit</Trans>;
  if (period === 'week') return <Trans id="protection.limit.loss.week">Weekly loss limit</Trans>;
  return <Trans id="protection.limit.loss.month">Monthly loss limit</Trans>;
}

/**
 * One of the player's limits in the reality check's history (issue #34): how much of it is used,
 * in the lobby's currency and the player's locale, and when it starts again.
 */
export function LimitUsage({ kind, limit }: LimitUsageProps) {
  const { i18n } = useLingui();
  const currency = useDisplayCurrency();
  const used = formatMoney(limit.used, currency, i18n.locale);
  const amount = formatMoney(limit.amount, currency, i18n.locale);
  const date = formatDate(limit.resetsAt, i18n.locale, 'dateTime') ?? limit.resetsAt;
  return (
    <div data-testid={`limit-${kind}`} css={{ display: 'grid', gap: tokens.space.xxs }}>
      <dt css={{ fontWeight: tokens.font.weight.medium }}>
        <LimitName kind={kind} period={limit.period} />
      </dt>
      <dd css={{ margin: 0 }}>
        <Trans id="protection.limit.usage">
          {used} of {amount} used
        </Trans>
        <span css={(theme) => ({ display: 'block', color: theme.color.textMuted, fontSize: tokens.font.size.sm })}>
          <Trans id="protection.limit.resets">Resets {date}</Trans>
        </span>
      </dd>
    </div>
  );
}
