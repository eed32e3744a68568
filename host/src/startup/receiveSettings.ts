import { mergeWithRemembered, type RememberedSession, type StartupSettingsSources } from '@lobby/domain';
import type { LobbySettings, ShellRecord } from '@lobby/shared';

export interface SettingsSourceOptions {
  /** True for a page opened directly in a browser (DESIGN §5 "standalone"). */
  readonly standalone: boolean;
  /** The page's query string: settings of every page (SPEC §3 "settable by query parameters"). */
  readonly query: string;
  /** The shell's first initialData: the settings of an embedded page. */
  readonly initialData: Promise<ShellRecord>;
  readonly logger: Pick<Console, 'warn'>;
  /**
   * Set in a game window the launch opened (a desktop pop-up, a new tab): the casino user
   * record the lobby that opened it keeps. Such a window has an opener, so it is not
   * standalone, but no shell talks to it: it reads its query (SPEC §2: locale, theme, brand)
   * at once, with the player's session from the record.
   */
  readonly gameWindowUser?: { readonly userId: string | null; readonly sessionId: string | null } | null;
  /**
   * What this device remembers of the player's last session (SPEC §9 essential keys): beneath
   * what the page is told now, for the same player only (domain mergeWithRemembered).
   */
  readonly remembered?: RememberedSession | null;
}

export interface ReceivedSettings {
  readonly settings: LobbySettings;
  /** What they were merged from: the web CMS app config's appVersion is merged beneath them later. */
  readonly sources: StartupSettingsSources;
}

const SOURCE_NAMES = { query: 'query string', initialData: 'initialData' } as const;

/**
 * The start-up settings, by domain's one merge rule (mergeStartupSettings: defaults < query <
 * initialData). Standalone: the query string, at once. A game window: its query with the
 * opener's session. Embedded: the query string under the first initialData from the shell (the
 * bridge has already dropped malformed messages). Invalid values are ignored (SPEC §5) and their
 * keys logged, once per source.
 */
export function receiveSettings({
  standalone,
  query,
  initialData,
  logger,
  gameWindowUser = null,
  remembered = null,
}: SettingsSourceOptions): Promise<ReceivedSettings> {
  const merge = (sources: StartupSettingsSources): ReceivedSettings => {
    const { settings, issues } = mergeWithRemembered(sources, remembered);
    for (const source of ['query', 'initialData'] as const) {
      // Keys and reasons only: the values may hold session ids or tokens.
      const ignored = issues.filter((issue) => issue.source === source).map(({ key, issue }) => ({ key, issue }));
      if (ignored.length > 0) logger.warn(`${SOURCE_NAMES[source]}: ignored invalid settings`, ignored);
    }
    return { settings, sources };
  };
  if (gameWindowUser !== null) return Promise.resolve(merge({ query, session: gameWindowUser }));
  if (standalone) return Promise.resolve(merge({ query }));
  return initialData.then((payload) => merge({ query, initialData: payload }));
}
