import { check, type LobbySettings, type SchemaIssue } from '@lobby/shared';
import type { SettingsField, SettingsKey } from './fields';

/** Why an input was not accepted: the schema's reasons plus the form's own ('step'). */
export type FieldIssue = SchemaIssue | 'step';

export type FieldResult<V> =
  { readonly ok: true; readonly value: V } | { readonly ok: false; readonly issue: FieldIssue };

/**
 * The preview form's check of one input, by the rules the query parser uses (the field's
 * schema, with a query's coercion) plus the form-only ones: an empty required field is an
 * error ('missing'), and numbers must sit on the field's step (SPEC §5: balance and coin step
 * 0.01).
 */
export function validateSettingsField<K extends SettingsKey>(
  field: SettingsField<K>,
  input: unknown,
): FieldResult<LobbySettings[K]> {
  const empty = input === undefined || input === '' || (typeof input === 'string' && input.trim() === '');
  // An optional field left empty means "none": null where the key allows it.
  if (empty && (field.required || !field.nullable)) return { ok: false, issue: 'missing' };
  const result = check(field.schema, empty ? null : input, { loose: true });
  if (!result.ok) return { ok: false, issue: result.failure.issue };
  if (field.kind === 'number' && typeof result.value === 'number' && !isOnStep(result.value, field.min, field.step)) {
    return { ok: false, issue: 'step' };
  }
  return { ok: true, value: result.value };
}

function isOnStep(value: number, min: number, step: number): boolean {
  if (!(step > 0)) return true;
  const steps = (value - min) / step;
  // Past 2^53 steps a double cannot tell steps apart, so every value is "on step".
  if (!Number.isSafeInteger(Math.round(steps))) return true;
  // Tolerance for binary fractions: 0.3 / 0.01 is 29.999999999999996.
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}
