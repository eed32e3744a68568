import type { SettingsField } from './fields';
import { parseFieldValue, type FieldResult, type FieldValue } from './parseFieldValue';

/**
 * The preview form's check of one input, by the same rules as the query parser plus the
 * form-only ones: an empty required field is an error ('missing'), and numbers must sit
 * on the field's step (SPEC §5: balance and coin step 0.01).
 */
export function validateSettingsField<F extends SettingsField>(field: F, input: unknown): FieldResult<FieldValue<F>> {
  if (input === undefined || input === '' || (typeof input === 'string' && input.trim() === '')) {
    // An optional field left empty means "none": null where the key allows it.
    if (field.required || !field.nullable) return { ok: false, issue: 'missing' };
    return parseFieldValue(field, null);
  }
  const result = parseFieldValue(field, input);
  if (
    result.ok &&
    field.kind === 'number' &&
    typeof result.value === 'number' &&
    !isOnStep(result.value, field.min, field.step)
  ) {
    return { ok: false, issue: 'step' };
  }
  return result;
}

function isOnStep(value: number, min: number, step: number): boolean {
  if (!(step > 0)) return true;
  const steps = (value - min) / step;
  // Past 2^53 steps a double cannot tell steps apart, so every value is "on step".
  if (!Number.isSafeInteger(Math.round(steps))) return true;
  // Tolerance for binary fractions: 0.3 / 0.01 is 29.999999999999996.
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}
