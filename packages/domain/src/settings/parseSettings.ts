import type { LobbySettings } from '@lobby/shared';
import { isRecord, ownValue } from '../util/guards';
import type { SettingsField, SettingsKey } from './fields';
import { parseFieldValue, type FieldIssue, type FieldResult } from './parseFieldValue';
import { DEFAULT_SETTINGS, SETTINGS_FIELDS } from './schema';

/** A query string (with or without '?'), parsed search params, or the shell's initialData object. */
export type SettingsInput = URLSearchParams | string | Readonly<Record<string, unknown>> | null | undefined;

export interface SettingsIssue {
  readonly key: SettingsKey;
  readonly issue: FieldIssue;
}

export interface ParsedSettings {
  readonly settings: LobbySettings;
  /** Values that were supplied but ignored, for a warning in the log. */
  readonly issues: readonly SettingsIssue[];
}

/**
 * Settings from a query string or initialData over `base` (SPEC §5): each key of the
 * schema is read, an invalid value is ignored (base kept), "null" clears nullable keys.
 * Only schema keys are ever read and the result is a fresh object, so hostile input
 * ('__proto__', getters that throw, huge strings) cannot pollute prototypes or escape.
 * Never throws.
 */
export function parseSettingsWithIssues(input: SettingsInput, base: LobbySettings = DEFAULT_SETTINGS): ParsedSettings {
  const read = reader(input);
  const settings = pickSettings(base);
  const issues: SettingsIssue[] = [];
  for (const field of SETTINGS_FIELDS) {
    const result = parseSafely(field, read(field.key));
    if (result.ok) assign(settings, field.key, result.value);
    else if (result.issue !== 'missing') issues.push({ key: field.key, issue: result.issue });
  }
  return { settings, issues };
}

export function parseSettings(input: SettingsInput, base: LobbySettings = DEFAULT_SETTINGS): LobbySettings {
  return parseSettingsWithIssues(input, base).settings;
}

/** Hostile values (a Proxy array, a revoked Proxy) may throw while being inspected. */
function parseSafely(field: SettingsField, raw: unknown): FieldResult<LobbySettings[SettingsKey]> {
  try {
    return parseFieldValue(field, raw);
  } catch {
    return { ok: false, issue: 'wrongType' };
  }
}

function reader(input: SettingsInput): (key: string) => unknown {
  try {
    return unsafeReader(input);
  } catch {
    return () => undefined; // e.g. a revoked Proxy, which throws on any inspection
  }
}

function unsafeReader(input: SettingsInput): (key: string) => unknown {
  if (typeof input === 'string' || input instanceof URLSearchParams) {
    const params = typeof input === 'string' ? new URLSearchParams(input) : input;
    // A repeated key takes its first value, as URLSearchParams.get does.
    return (key) => params.get(key) ?? undefined;
  }
  if (!isRecord(input)) return () => undefined;
  return (key) => {
    try {
      return ownValue(input, key);
    } catch {
      return undefined; // a throwing getter or Proxy trap counts as "not supplied"
    }
  };
}

/**
 * A fresh copy holding exactly the schema keys, so nothing else from base travels on.
 * userStatuses is the one array; it is copied so no caller shares it with `base`.
 */
function pickSettings(base: LobbySettings): LobbySettings {
  const copy: LobbySettings = { ...DEFAULT_SETTINGS };
  for (const field of SETTINGS_FIELDS) {
    let value: LobbySettings[SettingsKey] | undefined;
    try {
      value = isRecord(base) ? base[field.key] : undefined;
    } catch {
      value = undefined;
    }
    if (value !== undefined) assign(copy, field.key, value);
  }
  if (copy.userStatuses !== null) copy.userStatuses = [...copy.userStatuses];
  return copy;
}

function assign<K extends SettingsKey>(target: LobbySettings, key: K, value: LobbySettings[K]): void {
  target[key] = value;
}
