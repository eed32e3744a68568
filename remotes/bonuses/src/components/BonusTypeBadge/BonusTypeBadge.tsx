import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import type { BonusType } from '@lobby/shared';

export interface BonusTypeBadgeProps {
  readonly type: BonusType;
}

/** The bonus's type (SPEC §3: Content or Free Spin) in the player's words. */
export function BonusTypeBadge({ type }: BonusTypeBadgeProps) {
  return (
    <span
      css={(theme: Theme) => ({
        alignSelf: 'start',
        justifySelf: 'start',
        padding: `${theme.space.xxs} ${theme.space.sm}`,
        borderRadius: theme.radii.pill,
        background: type === 'Free Spin' ? theme.color.accent : theme.color.surfaceSunken,
        color: type === 'Free Spin' ? theme.color.textOnAccent : theme.color.text,
        fontSize: theme.font.size.xs,
        fontWeight: theme.font.weight.bold,
        textTransform: 'uppercase',
        letterSpacing: '0.04em',
      })}
    >
      {type === 'Free Spin' ? <Trans id="bonus.type.freeSpins">Free spins</Trans> : <Trans id="bonus.type.bonus">Bonus</Trans>}
    </span>
  );
}
