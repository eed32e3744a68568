import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SORT_OPTIONS } from '@lobby/domain';
import type { SortOption } from '@lobby/domain';
import { COMMON_MESSAGES, Select } from '@lobby/ui';

/** The SPEC §3 sort options as players read them: listings and the search filters say the same. */
export const SORT_OPTION_TEXT: { readonly [O in SortOption]: MessageDescriptor } = {
  popular: msg({ id: 'sort.popular', message: `Popular` }),
  new: msg({ id: 'sort.new', message: `New` }),
  az: msg({ id: 'sort.az', message: `A–Z` }),
  za: msg({ id: 'sort.za', message: `Z–A` }),
  rtp: msg({ id: 'sort.rtp', message: `Highest RTP` }),
};

export interface SortSelectProps {
  readonly value: SortOption;
  readonly onChange: (option: SortOption) => void;
}

/** The SPEC §3 sort options, named in the player's language. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { i18n } = useLingui();
  return (
    <Select
      label={i18n._(COMMON_MESSAGES.sortBy)}
      value={value}
      options={SORT_OPTIONS.map((option) => ({ value: option, label: i18n._(SORT_OPTION_TEXT[option]) }))}
      onChange={onChange}
    />
  );
}
