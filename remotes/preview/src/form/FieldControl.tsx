import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { FieldIssue, SettingsField } from '@lobby/domain';
import type { InputValue } from './formValues';
import { issueText } from './issueText';

export interface FieldControlProps {
  readonly field: SettingsField;
  readonly value: InputValue;
  readonly issue: FieldIssue | undefined;
  readonly onChange: (value: InputValue) => void;
}

export const controlStyle = (theme: Theme) => ({
  padding: `${theme.space.xs} ${theme.space.sm}`,
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surfaceSunken,
  color: theme.color.text,
  font: 'inherit',
  minWidth: 0,
  '&[aria-invalid="true"]': { borderColor: theme.color.danger },
  '&:focus-visible': { outline: `${theme.focusRing.width} solid ${theme.color.focus}`, outlineOffset: theme.focusRing.offset },
});

const errorStyle = (theme: Theme) => ({ margin: 0, color: theme.color.danger, fontSize: theme.font.size.sm });
const fieldStyle = (theme: Theme) => ({ display: 'grid', gap: theme.space.xxs, alignContent: 'start' });
const keyStyle = { fontFamily: 'ui-monospace, monospace' };

/**
 * One settings field, drawn from its schema descriptor: the input kind, its options, minimum
 * and step all come from the schema, and so does the message under it (aria-describedby).
 */
export function FieldControl({ field, value, issue, onChange }: FieldControlProps) {
  const { _ } = useLingui();
  const id = `setting-${field.key}`;
  const errorId = `${id}-error`;
  const invalid = issue !== undefined;
  const described = { 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined };
  const error = invalid ? (
    <p id={errorId} css={errorStyle}>
      {_(issueText(field, issue))}
    </p>
  ) : null;
  const label = (
    <label htmlFor={id} css={keyStyle}>
      {field.key}
    </label>
  );

  switch (field.kind) {
    case 'flag':
      return (
        <div css={fieldStyle}>
          <span css={(theme) => ({ display: 'flex', gap: theme.space.xs, alignItems: 'center' })}>
            <input id={id} type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} {...described} />
            {label}
          </span>
          {error}
        </div>
      );
    case 'multiEnum': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset css={fieldStyle} aria-describedby={described['aria-describedby']}>
          <legend css={keyStyle}>{field.key}</legend>
          {field.options.map((option) => (
            <label key={option} css={(theme) => ({ display: 'flex', gap: theme.space.xs })}>
              <input
                type="checkbox"
                checked={chosen.includes(option)}
                onChange={(event) =>
                  onChange(event.target.checked ? [...chosen, option] : chosen.filter((item) => item !== option))
                }
              />
              {option}
            </label>
          ))}
          {error}
        </fieldset>
      );
    }
    case 'enum':
    case 'locale':
      return (
        <div css={fieldStyle}>
          {label}
          <select id={id} css={controlStyle} value={String(value)} onChange={(event) => onChange(event.target.value)} {...described}>
            {field.nullable ? (
              <option value="">
                <Trans>None</Trans>
              </option>
            ) : null}
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          {error}
        </div>
      );
    case 'number':
      return (
        <div css={fieldStyle}>
          {label}
          <input
            id={id}
            css={controlStyle}
            type="number"
            inputMode="decimal"
            min={field.min}
            step={field.step}
            required
            value={String(value)}
            onChange={(event) => onChange(event.target.value)}
            {...described}
          />
          {error}
        </div>
      );
    case 'instant':
      return (
        <div css={fieldStyle}>
          <label htmlFor={id}>
            <Trans>View the lobby as of</Trans> <span css={keyStyle}>({field.key})</span>
          </label>
          <input id={id} css={controlStyle} type="datetime-local" value={String(value)} onChange={(event) => onChange(event.target.value)} {...described} />
          {error}
        </div>
      );
    case 'text':
      return (
        <div css={fieldStyle}>
          {label}
          <input
            id={id}
            css={controlStyle}
            type="text"
            required={field.required}
            value={String(value)}
            onChange={(event) => onChange(event.target.value)}
            {...described}
          />
          {error}
        </div>
      );
  }
}
