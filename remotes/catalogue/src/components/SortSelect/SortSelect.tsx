import { useLingui } from '@lingui/react/macro';
import { SORT_OPTIONS } from '@lobby/domain';
import type { SortOption } from '@lobby/domain';
import { Select } from '@lobby/ui';

export interface SortSelectProps {
  readonly value: SortOption;
  readonly onChange: (option: SortOption) => void;
}

/** The SPEC §3 sort options, named in the player's language. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useLingui();
  const labels: { readonly [O in SortOption]: string } = {
    popular: t`Popular`,
    new: t`New`,
    az: t`A–Z`,
    za: t`Z–A`,
  };
  return (
    <Select
      label={t`Sort by`}
      value={value}
      options={SORT_OPTIONS.map((option) => ({ value: option, label: labels[option] }))}
      onChange={onChange}
    />
  );
}
