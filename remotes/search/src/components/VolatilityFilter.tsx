import { useLingui } from '@lingui/react/macro';
import { VOLATILITY_LABEL, VOLATILITY_TEXT } from '@lobby/connected';
import { VOLATILITIES, type Volatility } from '@lobby/shared';
import { chips, fieldset, legend, toggleChip } from './filterStyles';

export interface VolatilityFilterProps {
  /** The chosen volatilities; none: every game. */
  readonly chosen: readonly Volatility[];
  readonly onChange: (chosen: readonly Volatility[]) => void;
}

/**
 * The filters panel's volatility choice (issue #34): one toggle button per volatility, any
 * number pressed at once. The chosen ones are kept in VOLATILITIES order, so the same choice
 * is the same server query whatever order they were pressed in.
 */
export function VolatilityFilter({ chosen, onChange }: VolatilityFilterProps) {
  const { i18n } = useLingui();
  const toggle = (volatility: Volatility) => {
    const next = chosen.includes(volatility) ? chosen.filter((other) => other !== volatility) : [...chosen, volatility];
    onChange(VOLATILITIES.filter((other) => next.includes(other)));
  };
  return (
    <fieldset css={fieldset}>
      <legend css={legend}>{i18n._(VOLATILITY_LABEL)}</legend>
      <div css={chips}>
        {VOLATILITIES.map((volatility) => (
          <button
            key={volatility}
            type="button"
            css={toggleChip}
            aria-pressed={chosen.includes(volatility)}
            data-volatility={volatility}
            onClick={() => toggle(volatility)}
          >
            {i18n._(VOLATILITY_TEXT[volatility])}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
