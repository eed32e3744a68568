import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { checkLobbyReply, instantLacksToken, SETTINGS_SCHEMA } from '@lobby/domain';
import type { LobbyData, LobbySettings } from '@lobby/shared';
import { Button } from '@lobby/ui';
import { useMemo, useState, type FormEvent } from 'react';
import { FIELD_GROUPS } from './fieldGroups';
import { FieldControl } from './FieldControl';
import { checkFormValues, formValuesOf, type FormValues, type InputValue } from './formValues';
import { LobbyJsonField } from './LobbyJsonField';

export type FrameLayout = 'desktop' | 'phone' | 'both';

export interface SettingsFormProps {
  readonly initial: LobbySettings;
  readonly currentLobby: LobbyData | undefined;
  readonly onOpen: (settings: LobbySettings, layout: FrameLayout) => void;
}

const LAYOUTS: readonly { readonly value: FrameLayout; readonly label: ReturnType<typeof msg> }[] = [
  { value: 'desktop', label: msg({ id: 'preview.frame.desktop', message: `Desktop (1280 × 800)` }) },
  { value: 'phone', label: msg({ id: 'preview.frame.phone', message: `Phone (390 × 844)` }) },
  { value: 'both', label: msg({ id: 'preview.frame.both', message: `Both, side by side` }) },
];

const groupStyle = (theme: Theme) => ({
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radii.md,
  padding: theme.space.md,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  gap: theme.space.md,
});

/**
 * The settings form of SPEC §3: every field from the settings schema with its default, checked by
 * the same rules as the query parser (SPEC §5), plus the lobby reply an editor wants rendered.
 * Opening is refused, with the reason beside the button, while anything is wrong.
 */
export function SettingsForm({ initial, currentLobby, onOpen }: SettingsFormProps) {
  const { _ } = useLingui();
  const [values, setValues] = useState<FormValues>(() => formValuesOf(initial));
  const [layout, setLayout] = useState<FrameLayout>('both');
  const check = useMemo(() => checkFormValues(values), [values]);
  const json = typeof values.casinoJsonResponse === 'string' ? values.casinoJsonResponse : '';
  const replyCheck = useMemo(() => (json.trim() === '' ? null : checkLobbyReply(json)), [json]);
  const issues = check.ok ? {} : check.issues;
  const lacksToken = check.ok && instantLacksToken(check.settings);
  const problems = Object.keys(issues).length + (replyCheck !== null && !replyCheck.ok ? 1 : 0) + (lacksToken ? 1 : 0);

  const set = (key: keyof FormValues) => (value: InputValue) => setValues((previous) => ({ ...previous, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check.ok && problems === 0) onOpen(check.settings, layout);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="preview-form-title" css={(theme) => ({ display: 'grid', gap: theme.space.lg })}>
      <h2 id="preview-form-title">
        <Trans id="preview.settings.heading">Settings</Trans>
      </h2>
      {FIELD_GROUPS.map((group) => (
        <fieldset key={group.id} css={groupStyle}>
          <legend>{_(group.legend)}</legend>
          {group.keys.map((key) =>
            key === 'casinoJsonResponse' ? (
              <LobbyJsonField key={key} value={json} check={replyCheck} currentLobby={currentLobby} onChange={set(key)} />
            ) : (
              <FieldControl key={key} field={SETTINGS_SCHEMA[key]} value={values[key]} issue={issues[key]} onChange={set(key)} />
            ),
          )}
          {group.id === 'preview' && lacksToken ? (
            <p css={(theme) => ({ margin: 0, color: theme.color.danger, gridColumn: '1 / -1' })}>
              <Trans id="preview.previewAt.needsToken">Viewing the lobby as of another time needs a preview token.</Trans>
            </p>
          ) : null}
        </fieldset>
      ))}
      <fieldset css={groupStyle}>
        <legend>
          <Trans id="preview.frame.label">Frame</Trans>
        </legend>
        {LAYOUTS.map((option) => (
          <label key={option.value} css={(theme) => ({ display: 'flex', gap: theme.space.xs })}>
            <input type="radio" name="frame-layout" value={option.value} checked={layout === option.value} onChange={() => setLayout(option.value)} />
            {_(option.label)}
          </label>
        ))}
      </fieldset>
      <div css={(theme) => ({ display: 'flex', gap: theme.space.md, alignItems: 'center', flexWrap: 'wrap' })}>
        <Button type="submit" disabled={problems > 0} aria-describedby={problems > 0 ? 'preview-form-reason' : undefined}>
          <Trans id="preview.open">Open the lobby</Trans>
        </Button>
        <p id="preview-form-reason" aria-live="polite" css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>
          {problems > 0 ? (
            <Plural id="preview.problems" value={problems} one="Fix the # problem marked above to open the lobby." other="Fix the # problems marked above to open the lobby." />
          ) : null}
        </p>
      </div>
    </form>
  );
}
