import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { fieldControl } from '../../styles/fieldControl';
import type { ReactNode } from 'react';

export interface SelectOption<V extends string> {
  readonly value: V;
  readonly label: string;
}

export interface SelectProps<V extends string> {
  /** Shown beside the select and naming it for screen readers. */
  readonly label: ReactNode;
  readonly value: V;
  readonly options: readonly SelectOption<V>[];
  readonly onChange: (value: V) => void;
}

// A long label puts the select under it rather than pushing it out of its row.
const field = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  gap: theme.space.sm,
});

const control = (theme: Theme) => ({ ...fieldControl(theme), cursor: 'pointer' });

/**
 * A labelled native select: keyboard, screen readers and mobile pickers come with it.
 * onChange hands back the option's own value, so callers get their type, not a string.
 */
export function Select<V extends string>({ label, value, options, onChange }: SelectProps<V>) {
  const id = useId();
  return (
    <div css={field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen !== undefined) onChange(chosen.value);
        }}
        css={control}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
