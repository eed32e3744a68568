import type { Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDisplayCurrency } from '@lobby/connected';
import { formatMoney, formatPercent, wageringPercent } from '@lobby/domain';
import type { Bonus } from '@lobby/shared';
import { useId } from 'react';

export interface WageringProgressProps {
  readonly wagering: NonNullable<Bonus['wagering']>;
}

/**
 * How much of the wagering requirement is met: a real progress bar, with the figures as text,
 * in the lobby's currency (useDisplayCurrency) and the active catalogue's locale.
 */
export function WageringProgress({ wagering }: WageringProgressProps) {
  const { i18n } = useLingui();
  const labelId = useId();
  const percent = wageringPercent(wagering);
  const currency = useDisplayCurrency();
  const done = formatMoney(wagering.done, currency, i18n.locale);
  const required = formatMoney(wagering.required, currency, i18n.locale);
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space.xs })}>
      <div
        id={labelId}
        css={(theme: Theme) => ({
          display: 'flex',
          justifyContent: 'space-between',
          gap: theme.space.sm,
          fontSize: theme.font.size.sm,
          color: theme.color.textMuted,
        })}
      >
        <span>
          <Trans id="bonus.wagering.progress">
            Wagered {done} of {required}
          </Trans>
        </span>
        <span css={(theme: Theme) => ({ color: theme.color.text, fontWeight: theme.font.weight.medium })}>
          {formatPercent(percent, i18n.locale)}
        </span>
      </div>
      <progress
        max={100}
        value={percent}
        aria-labelledby={labelId}
        css={(theme: Theme) => ({
          appearance: 'none',
          width: '100%',
          height: 6,
          border: 0,
          borderRadius: theme.radii.pill,
          overflow: 'hidden',
          background: theme.color.progressTrack,
          '&::-webkit-progress-bar': { background: theme.color.progressTrack },
          '&::-webkit-progress-value': { background: theme.color.progressFill, borderRadius: theme.radii.pill },
          '&::-moz-progress-bar': { background: theme.color.progressFill },
        })}
      />
    </div>
  );
}
