import type { LobbySettings } from '@lobby/shared';
import { parseSettingsWithIssues } from './parseSettings';
import { mergeStartupSettings, type StartupSettings, type StartupSettingsSources } from './startupSettings';

/**
 * The settings a device keeps for the session under SPEC §9's essential storage keys: the
 * balances (user balance info, mini-game coin), the full-screen flag, the platform type, the
 * lobby platform, the geo-compliance token and the app version (the web CMS app config's last
 * answer, the default until this start-up's arrives).
 */
export type RememberedValues = Partial<
  Pick<
    LobbySettings,
    | 'userBalance'
    | 'casinoCoin'
    | 'exchangeRate'
    | 'miniGameCoin'
    | 'miniGameId'
    | 'useFullScreenCasino'
    | 'platformType'
    | 'lobbyPlatform'
    | 'geoComplyToken'
    | 'appVersion'
  >
>;

/** What the last session on this device left, and whose it was (the casino user record's userId). */
export interface RememberedSession {
  readonly userId: string | null;
  readonly values: RememberedValues;
}

/**
 * The start-up settings with what this device remembers of the same player's last session
 * beneath what the page is told now: defaults < remembered < query < initialData < a game
 * window's session (mergeStartupSettings). So a reload shows the last balances until the shell
 * sends new ones (userBalances), and a game window the launch opened, which has no shell of its
 * own, plays with its opener's platform type, lobby platform, geo token and full-screen flag.
 * Another player's memory is not used.
 */
export function mergeWithRemembered(
  sources: StartupSettingsSources,
  remembered: RememberedSession | null,
): StartupSettings {
  const merged = mergeStartupSettings(sources);
  if (remembered === null || remembered.userId !== merged.settings.userId) return merged;
  return mergeStartupSettings({ ...sources, defaults: { ...checked(remembered.values), ...sources.defaults } });
}

/** Storage is shared with older builds: a remembered value counts only if the settings' own rule (SPEC §5) takes it. */
function checked(values: RememberedValues): RememberedValues {
  const { settings } = parseSettingsWithIssues(values);
  const keys = Object.keys(values) as (keyof RememberedValues)[];
  return Object.fromEntries(keys.map((key) => [key, settings[key]]));
}
