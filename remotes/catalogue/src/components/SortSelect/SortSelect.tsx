import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { SORT_OPTIONS, isSortOption } from '@lobby/domain';
import type { SortOption } from '@lobby/domain';
import { useId } from 'react';

export interface SortSelectProps {
  readonly value: SortOption;
  readonly onChange: (option: SortOption) => void;
}

/** A native select: keyboard, screen readers and mobile pickers come for free. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { t } = useLingui();
  const id = useId();
  const labels: { readonly [O in SortOption]: string } = {
    popular: t`Popular`,
    new: t`New`,
    az: t`A–Z`,
    za: t`Z–A`,
  };
  return (
    <div css={(theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space.sm })}>
      <label htmlFor={id}>{t`Sort by`}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          if (isSortOption(event.target.value)) onChange(event.target.value);
        }}
        css={(theme: Theme) => ({
          padding: `${theme.space.xs} ${theme.space.sm}`,
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.color.border}`,
          background: theme.color.surfaceRaised,
          color: theme.color.text,
          font: 'inherit',
        })}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
