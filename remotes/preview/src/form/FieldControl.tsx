import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { FieldIssue, SettingsField } from '@lobby/domain';
import { fieldControl } from '@lobby/ui';
import type { InputValue } from './formValues';
import { issueText } from './issueText';

export interface FieldControlProps {
  readonly field: SettingsField;
  readonly value: InputValue;
  readonly issue: FieldIssue | undefined;
  readonly onChange: (value: InputValue) => void;
}

export const controlStyle = (theme: Theme) => ({ ...fieldControl(theme), minWidth: 0 });

const errorStyle = (theme: Theme) => ({ margin: 0, color: theme.color.danger, fontSize: theme.font.size.sm });
const fieldStyle = (theme: Theme) => ({ display: 'grid', gap: theme.space.xxs, alignContent: 'start' });
const keyStyle = { fontFamily: 'ui-monospace, monospace' };
/** A set of checkboxes lines up with the other fields: its legend is their label, no frame of its own. */
const checkGroupStyle = (theme: Theme) => ({ ...fieldStyle(theme), border: 0, margin: 0, padding: 0, '& > legend': { padding: 0 } });

/**
 * One settings field, drawn from its schema descriptor: the input kind, its options, minimum
 * and step all come from the schema, and so does the message under it (aria-describedby).
 */
export function FieldControl({ field, value, issue, onChange }: FieldControlProps) {
  const { _, i18n } = useLingui();
  const id = `setting-${field.key}`;
  const errorId = `${id}-error`;
  const invalid = issue !== undefined;
  const described = { 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined };
  const error = invalid ? (
    <p id={errorId} css={errorStyle}>
      {_(issueText(field, issue, i18n.locale))}
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
        <fieldset css={checkGroupStyle} aria-describedby={described['aria-describedby']}>
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
                <Trans id="preview.field.none">None</Trans>
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
    case 'instant':
      return (
        <div css={fieldStyle}>
          <label htmlFor={id}>
            <Trans id="preview.field.previewAt">View the lobby as of</Trans> <span css={keyStyle}>({field.key})</span>
          </label>
          <input id={id} css={controlStyle} type="datetime-local" value={String(value)} onChange={(event) => onChange(event.target.value)} {...described} />
          {error}
        </div>
      );
    case 'number':
    case 'text':
      return (
        <div css={fieldStyle}>
          {label}
          <input
            id={id}
            css={controlStyle}
            required={field.required}
            value={String(value)}
            onChange={(event) => onChange(event.target.value)}
            // Numbers get the schema's bounds and step (SPEC §5) as the browser's own hints.
            {...(field.kind === 'number'
              ? { type: 'number', inputMode: 'decimal' as const, min: field.min, step: field.step }
              : { type: 'text' })}
            {...described}
          />
          {error}
        </div>
      );
  }
}
