import type { LobbySettings } from '@lobby/shared';
import { parseSettingsWithIssues, type SettingsInput, type SettingsIssue } from './parseSettings';
import { DEFAULT_SETTINGS } from './schema';

/** Where a start-up setting may come from, lowest first (docs/shell-protocol.md "Settings at start-up"). */
export interface StartupSettingsSources {
  /**
   * Defaults beyond the schema's: the web CMS app config's appVersion (SPEC §3 "appVersion (from
   * config, default 1.6.77)"), and what the device remembers of the player's last session
   * (mergeWithRemembered). Taken as they are: whoever supplies them has checked them.
   */
  readonly defaults?: Partial<LobbySettings>;
  /** The page's query string (SPEC §3: the settings are "settable by query parameters"). */
  readonly query: SettingsInput;
  /** The shell's first initialData; absent for a standalone page, which waits for none. */
  readonly initialData?: SettingsInput;
  /** A game window's session: the casino user record of the lobby that opened it. */
  readonly session?: Pick<LobbySettings, 'userId' | 'sessionId'> | null;
}

export interface StartupSettingsIssue extends SettingsIssue {
  readonly source: 'query' | 'initialData';
}

export interface StartupSettings {
  readonly settings: LobbySettings;
  /** Values supplied but ignored, with where they came from, for one warning. */
  readonly issues: readonly StartupSettingsIssue[];
}

/**
 * The one merge rule of the settings a lobby starts with: defaults < query string < initialData
 * < a game window's session. Each source is checked key by key (SPEC §5): an invalid value is
 * ignored and the value beneath it stands, so a framed lobby at `?locale=fr` whose initialData
 * names no locale (or an unsupported one) is French, and one whose initialData says `ja` is
 * Japanese. The shell's later messages (theme, locale, guestMode, userBalances…) change the
 * settings in force after this, each over what is there.
 */
export function mergeStartupSettings({
  defaults,
  query,
  initialData,
  session,
}: StartupSettingsSources): StartupSettings {
  const base: LobbySettings = { ...DEFAULT_SETTINGS, ...defaults };
  const fromQuery = parseSettingsWithIssues(query, base);
  const fromShell = initialData === undefined ? null : parseSettingsWithIssues(initialData, fromQuery.settings);
  const merged = fromShell?.settings ?? fromQuery.settings;
  return {
    settings: session ? { ...merged, userId: session.userId, sessionId: session.sessionId } : merged,
    issues: [
      ...fromQuery.issues.map((issue) => ({ ...issue, source: 'query' as const })),
      ...(fromShell?.issues ?? []).map((issue) => ({ ...issue, source: 'initialData' as const })),
    ],
  };
}
