import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useClockNow } from '@lobby/connected';
import { assertNever, expiryCountdown, formatDate, formatNumber } from '@lobby/domain';
import type { ExpiryCountdown as Countdown } from '@lobby/domain';

export interface ExpiryCountdownProps {
  /** ISO date-time. */
  readonly expiresAt: string;
}

/**
 * The countdown at the lobby's now (its clock: an editor's time travel moves it), rendered
 * again each time its displayed minute changes.
 */
function useExpiryCountdown(expiresAt: string): Countdown | null {
  const now = useClockNow((at) => {
    const countdown = expiryCountdown(expiresAt, at);
    return countdown === null || countdown.kind === 'expired' ? null : countdown.nextChangeInMs;
  });
  return expiryCountdown(expiresAt, now);
}

/**
 * "Expires in 2 d 4 h", counting down live, with the absolute date and time as its title; the
 * numbers and the date in the active catalogue's locale.
 */
export function ExpiryCountdown({ expiresAt }: ExpiryCountdownProps) {
  const { t, i18n } = useLingui();
  const countdown = useExpiryCountdown(expiresAt);
  if (countdown === null) return null;
  const { locale } = i18n;
  const absolute = formatDate(expiresAt, locale, 'dateTime') ?? undefined;
  // Named placeholders, so translators see what each number is.
  const text = (() => {
    switch (countdown.kind) {
      case 'days': {
        const days = formatNumber(countdown.days, locale);
        const hours = formatNumber(countdown.hours, locale);
        return t({ id: 'bonus.expiry.daysHours', message: `Expires in ${days} d ${hours} h` });
      }
      case 'hours': {
        const hours = formatNumber(countdown.hours, locale);
        const minutes = formatNumber(countdown.minutes, locale);
        return t({ id: 'bonus.expiry.hoursMinutes', message: `Expires in ${hours} h ${minutes} min` });
      }
      case 'minutes': {
        const minutes = formatNumber(countdown.minutes, locale);
        return t({ id: 'bonus.expiry.minutes', message: `Expires in ${minutes} min` });
      }
      case 'expired':
        return t({ id: 'bonus.expiry.expired', message: `Expired` });
      default:
        return assertNever(countdown);
    }
  })();
  return (
    <time
      dateTime={expiresAt}
      title={absolute}
      data-testid="expiry-countdown"
      css={(theme: Theme) => ({
        color: countdown.kind === 'expired' ? theme.color.danger : theme.color.warning,
        fontSize: theme.font.size.sm,
        fontWeight: theme.font.weight.medium,
      })}
    >
      {text}
    </time>
  );
}
