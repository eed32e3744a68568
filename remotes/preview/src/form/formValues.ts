import { SETTINGS_FIELDS, validateSettingsField, type FieldIssue, type SettingsField, type SettingsKey } from '@lobby/domain';
import type { LobbySettings } from '@lobby/shared';

/** What an input holds: text (numbers, choices, dates too), a checkbox, or a set of checkboxes. */
export type InputValue = string | boolean | readonly string[];
export type FormValues = Readonly<Record<SettingsKey, InputValue>>;

/** The form shows previewAt as local time (datetime-local); the settings hold an instant. */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

function fromLocalInput(local: string): string {
  if (local === '') return '';
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
}

/** The inputs filled from settings, one per schema field. */
export function formValuesOf(settings: LobbySettings): FormValues {
  const values = {} as Record<SettingsKey, InputValue>;
  for (const field of SETTINGS_FIELDS) {
    const value = settings[field.key];
    if (field.kind === 'flag') values[field.key] = value === true;
    else if (field.kind === 'multiEnum') values[field.key] = Array.isArray(value) ? value : [];
    else if (field.kind === 'instant') values[field.key] = typeof value === 'string' ? toLocalInput(value) : '';
    else values[field.key] = value === null ? '' : String(value);
  }
  return values;
}

/** The raw value the schema checks, from what the input holds. */
function rawOf(field: SettingsField, input: InputValue): unknown {
  if (field.kind === 'multiEnum') return Array.isArray(input) && input.length > 0 ? input : '';
  if (field.kind === 'instant') return typeof input === 'string' ? fromLocalInput(input) : input;
  return input;
}

export type FormCheck =
  | { readonly ok: true; readonly settings: LobbySettings }
  | { readonly ok: false; readonly issues: Readonly<Partial<Record<SettingsKey, FieldIssue>>> };

/** Every input through the schema the query parser uses (SPEC §5): the settings, or each field's issue. */
export function checkFormValues(values: FormValues): FormCheck {
  const settings = {} as Record<SettingsKey, unknown>;
  const issues: Partial<Record<SettingsKey, FieldIssue>> = {};
  for (const field of SETTINGS_FIELDS) {
    const result = validateSettingsField(field, rawOf(field, values[field.key]));
    if (result.ok) settings[field.key] = result.value;
    else issues[field.key] = result.issue;
  }
  return Object.keys(issues).length === 0 ? { ok: true, settings: settings as unknown as LobbySettings } : { ok: false, issues };
}
