import type { LobbySettings } from '@lobby/shared';
import { assertNever } from '../util/assertNever';
import { matchLocale } from './locale';
import type { SettingsField } from './fields';

/** Why a raw value was not accepted; the form maps these to its own (translated) texts. */
export type FieldIssue =
  | 'missing'
  | 'empty'
  | 'notNullable'
  | 'wrongType'
  | 'notNumeric'
  | 'belowMin'
  | 'notFlag'
  | 'notAnOption'
  | 'pattern'
  | 'notAnInstant'
  /** Form only: a number off the field's step. */
  | 'step';

export type FieldResult<V> =
  { readonly ok: true; readonly value: V } | { readonly ok: false; readonly issue: FieldIssue };

/** The value a descriptor produces: its key's type in LobbySettings. */
export type FieldValue<F extends SettingsField> = LobbySettings[F['key']];

/** Plain decimal notation only: '0x10', '1_000', '' and ' ' are not numbers here. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** The literal that clears a nullable key from a query string (SPEC §5). */
export const NULL_LITERAL = 'null';

/**
 * One raw value (a query-string string or whatever initialData carried) checked against
 * its descriptor; never throws for JSON or query-string values (parseSettings also guards
 * against exotic objects such as Proxies). undefined means "not supplied"; null or "null" clear a
 * nullable key and are refused for the others.
 */
export function parseFieldValue<F extends SettingsField>(field: F, raw: unknown): FieldResult<FieldValue<F>>;
export function parseFieldValue(field: SettingsField, raw: unknown): FieldResult<LobbySettings[keyof LobbySettings]> {
  if (raw === undefined) return fail('missing');
  if (raw === null || raw === NULL_LITERAL) return field.nullable ? ok(null) : fail('notNullable');
  if (raw === '') return fail('empty');
  switch (field.kind) {
    case 'text':
      return parseText(raw, field.pattern?.regex);
    case 'number':
      return parseNumber(raw, field.min);
    case 'flag':
      return parseFlag(raw);
    case 'enum':
      return parseOption(field.options, raw);
    case 'multiEnum':
      return parseOptionList(field.options, raw);
    case 'locale':
      return parseLocale(raw);
    case 'instant':
      return parseInstant(raw);
    default:
      return assertNever(field);
  }
}

function parseText(raw: unknown, regex: RegExp | undefined): FieldResult<string> {
  // Shells send numeric ids as numbers; they are still ids.
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : raw;
  if (typeof text !== 'string') return fail('wrongType');
  if (text.trim() === '') return fail('empty');
  if (regex !== undefined && !regex.test(text)) return fail('pattern');
  return ok(text);
}

function parseNumber(raw: unknown, min: number): FieldResult<number> {
  let value: number;
  if (typeof raw === 'number') {
    value = raw;
  } else if (typeof raw === 'string') {
    const text = raw.trim();
    if (text === '') return fail('empty');
    if (!DECIMAL.test(text)) return fail('notNumeric');
    value = Number(text);
  } else {
    return fail('wrongType');
  }
  if (!Number.isFinite(value)) return fail('notNumeric');
  if (value < min) return fail('belowMin');
  return ok(value + 0); // + 0 turns -0 into 0
}

/** Only the words 'true' and 'false' (SPEC §5), or a real boolean from initialData. */
function parseFlag(raw: unknown): FieldResult<boolean> {
  if (raw === true || raw === 'true') return ok(true);
  if (raw === false || raw === 'false') return ok(false);
  return fail('notFlag');
}

function parseOption<T extends string>(options: readonly T[], raw: unknown): FieldResult<T> {
  if (typeof raw !== 'string') return fail('wrongType');
  const match = options.find((option) => option === raw);
  return match === undefined ? fail('notAnOption') : ok(match);
}

/**
 * Comma-separated (or an array from initialData); every entry must be known, matched
 * case-insensitively and returned in canonical spelling, duplicates removed.
 */
function parseOptionList<T extends string>(options: readonly T[], raw: unknown): FieldResult<T[]> {
  if (typeof raw !== 'string' && !Array.isArray(raw)) return fail('wrongType');
  const parts: readonly unknown[] = typeof raw === 'string' ? raw.split(',') : raw;
  const values: T[] = [];
  for (const part of parts) {
    if (typeof part !== 'string') return fail('wrongType');
    const wanted = part.trim().toLowerCase();
    const match = options.find((option) => option.toLowerCase() === wanted);
    if (match === undefined) return fail('notAnOption');
    if (!values.includes(match)) values.push(match);
  }
  return values.length === 0 ? fail('empty') : ok(values);
}

/**
 * A supported locale or a game-app code. An unknown one is refused here (so a valid
 * earlier value is kept); resolveLocale applies SPEC §5's 'en' fallback where a locale
 * must be produced from nothing.
 */
function parseLocale(raw: unknown): FieldResult<LobbySettings['locale']> {
  if (typeof raw !== 'string') return fail('wrongType');
  const locale = matchLocale(raw);
  return locale === null ? fail('notAnOption') : ok(locale);
}

/** Date and time with seconds optional and an explicit offset: an instant, whatever the reader's zone. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

function parseInstant(raw: unknown): FieldResult<string> {
  if (typeof raw !== 'string') return fail('wrongType');
  return INSTANT.test(raw) && !Number.isNaN(Date.parse(raw)) && isCalendarDate(raw) ? ok(raw) : fail('notAnInstant');
}

/** Date.parse rolls 30 February over into March; a preview instant must name a real day. */
function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

function ok<V>(value: V): FieldResult<V> {
  return { ok: true, value };
}

function fail(issue: FieldIssue): { readonly ok: false; readonly issue: FieldIssue } {
  return { ok: false, issue };
}
