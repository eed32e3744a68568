import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SORT_OPTIONS } from '@lobby/domain';
import type { SortOption } from '@lobby/domain';
import { Select } from '@lobby/ui';

/** The SPEC §3 sort options as players read them: listings and the search filters say the same. */
export const SORT_OPTION_TEXT: { readonly [O in SortOption]: MessageDescriptor } = {
  popular: msg`Popular`,
  new: msg`New`,
  az: msg`A–Z`,
  za: msg`Z–A`,
};

export interface SortSelectProps {
  readonly value: SortOption;
  readonly onChange: (option: SortOption) => void;
}

/** The SPEC §3 sort options, named in the player's language. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t, i18n } = useLingui();
  return (
    <Select
      label={t`Sort by`}
      value={value}
      options={SORT_OPTIONS.map((option) => ({ value: option, label: i18n._(SORT_OPTION_TEXT[option]) }))}
      onChange={onChange}
    />
  );
}
