import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

export interface ProviderOption {
  readonly code: string;
  readonly name: string;
}

export interface ProviderSelectProps {
  /** The chosen supplier code, or null for every provider. */
  readonly value: string | null;
  readonly options: readonly ProviderOption[];
  readonly onChange: (code: string | null) => void;
  /** Offer "All providers" (a filter); without it the select switches between providers. */
  readonly allowAll?: boolean;
}

// A select cannot hold null; the empty value stands for "every provider".
const ALL = '';

/** A native select, like SortSelect: keyboard, screen readers and mobile pickers for free. */
export function ProviderSelect({ value, options, onChange, allowAll = true }: ProviderSelectProps) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div css={(theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
      <label htmlFor={id}>{t`Provider`}</label>
      <select
        id={id}
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
        css={(theme: Theme) => ({
          padding: `${theme.space.xs} ${theme.space.sm}`,
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.color.border}`,
          background: theme.color.surfaceRaised,
          color: theme.color.text,
          font: 'inherit',
        })}
      >
        {allowAll && <option value={ALL}>{t`All providers`}</option>}
        {options.map((option) => (
          <option key={option.code} value={option.code}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
}
