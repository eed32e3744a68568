import { parseSettingsWithIssues, type SettingsInput } from '@lobby/domain';
import type { LobbySettings, ShellRecord } from '@lobby/shared';

export interface SettingsSourceOptions {
  /** True for a page opened directly in a browser (DESIGN §5 "standalone"). */
  readonly standalone: boolean;
  /** The page's query string: the settings of a standalone page. */
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
}

/**
 * The start-up settings. Standalone: the query string over the dev defaults, at once.
 * A game window: its query with the opener's session. Embedded: the first initialData from the shell (the bridge has already dropped malformed
 * messages). Invalid values are ignored (SPEC §5) and their keys logged.
 */
export function receiveSettings({
  standalone,
  query,
  initialData,
  logger,
  gameWindowUser = null,
}: SettingsSourceOptions): Promise<LobbySettings> {
  const parse = (input: SettingsInput, from: string): LobbySettings => {
    const { settings, issues } = parseSettingsWithIssues(input);
    // Keys and reasons only: the values may hold session ids or tokens.
    if (issues.length > 0) logger.warn(`${from}: ignored invalid settings`, issues);
    return settings;
  };
  if (gameWindowUser !== null) {
    return Promise.resolve({ ...parse(query, 'query string'), userId: gameWindowUser.userId, sessionId: gameWindowUser.sessionId });
  }
  if (standalone) return Promise.resolve(parse(query, 'query string'));
  return initialData.then((payload) => parse(payload, 'initialData'));
}
