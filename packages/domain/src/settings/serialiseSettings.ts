import { NULL_LITERAL, type LobbySettings } from '@lobby/shared';
import type { SettingsKey } from './fields';
import { DEFAULT_SETTINGS, SETTINGS_FIELDS } from './schema';

export interface SerialiseSettingsOptions {
  /** Only these keys (e.g. the desktop pop-up's locale, theme, brand). Default: all. */
  readonly keys?: readonly SettingsKey[];
  /** Leave out values equal to the default, for short preview links. Default false. */
  readonly omitDefaults?: boolean;
}

/**
 * Settings as query parameters that parseSettings reads back to the same values: null as
 * "null", userStatuses comma-separated, numbers and flags as text.
 */
export function serialiseSettings(settings: LobbySettings, options: SerialiseSettingsOptions = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const field of SETTINGS_FIELDS) {
    if (options.keys !== undefined && !options.keys.includes(field.key)) continue;
    const value = settings[field.key];
    if (options.omitDefaults === true && sameValue(value, DEFAULT_SETTINGS[field.key])) continue;
    params.set(field.key, toText(value));
  }
  return params;
}

function toText(value: LobbySettings[SettingsKey]): string {
  if (value === null) return NULL_LITERAL;
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

function sameValue(a: LobbySettings[SettingsKey], b: LobbySettings[SettingsKey]): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}
