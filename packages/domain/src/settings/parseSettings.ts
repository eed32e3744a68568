import { parseFields, SETTINGS, type FieldsInput, type LobbySettings, type SchemaIssue } from '@lobby/shared';
import type { SettingsKey } from './fields';
import { DEFAULT_SETTINGS } from './schema';

/** A query string (with or without '?'), parsed search params, or the shell's initialData object. */
export type SettingsInput = FieldsInput;

export interface SettingsIssue {
  readonly key: SettingsKey;
  readonly issue: SchemaIssue;
}

export interface ParsedSettings {
  readonly settings: LobbySettings;
  /** Values that were supplied but ignored, for a warning in the log (keys and reasons only). */
  readonly issues: readonly SettingsIssue[];
}

/**
 * Settings from a query string or initialData over `base` (SPEC §5), by the settings schema
 * (@lobby/shared SETTINGS): each key is read, an invalid value is ignored (base kept), "null"
 * clears nullable keys. Only schema keys are ever read and the result is a fresh object, so
 * hostile input ('__proto__', getters that throw, huge strings) cannot pollute prototypes or
 * escape. The base is read the same way over the defaults, so nothing else of it travels on
 * and a hostile one counts as the defaults. Never throws.
 */
export function parseSettingsWithIssues(input: SettingsInput, base: LobbySettings = DEFAULT_SETTINGS): ParsedSettings {
  const start = base === DEFAULT_SETTINGS ? DEFAULT_SETTINGS : parseFields(SETTINGS, base, DEFAULT_SETTINGS).value;
  const { value, issues } = parseFields(SETTINGS, input, start);
  return { settings: value, issues };
}

export function parseSettings(input: SettingsInput, base: LobbySettings = DEFAULT_SETTINGS): LobbySettings {
  return parseSettingsWithIssues(input, base).settings;
}
