import { useLingui } from '@lingui/react/macro';
import { Select } from '@lobby/ui';

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

/** The suppliers to choose from, by name, optionally with "All providers" first. */
export function ProviderSelect({ value, options, onChange, allowAll = true }: ProviderSelectProps) {
  const { t } = useLingui();
  const choices = options.map((option) => ({ value: option.code, label: option.name }));
  return (
    <Select
      label={t({ id: 'catalogue.provider.label', message: `Provider` })}
      value={value ?? ALL}
      options={allowAll ? [{ value: ALL, label: t({ id: 'catalogue.provider.all', message: `All providers` }) }, ...choices] : choices}
      onChange={(code) => onChange(code === ALL ? null : code)}
    />
  );
}
