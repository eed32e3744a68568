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
}

/**
 * The start-up settings. Standalone: the query string over the dev defaults, at once.
 * Embedded: the first initialData from the shell (the bridge has already dropped malformed
 * messages). Invalid values are ignored (SPEC §5) and their keys logged.
 */
export function receiveSettings({ standalone, query, initialData, logger }: SettingsSourceOptions): Promise<LobbySettings> {
  const parse = (input: SettingsInput, from: string): LobbySettings => {
    const { settings, issues } = parseSettingsWithIssues(input);
    // Keys and reasons only: the values may hold session ids or tokens.
    if (issues.length > 0) logger.warn(`${from}: ignored invalid settings`, issues);
    return settings;
  };
  if (standalone) return Promise.resolve(parse(query, 'query string'));
  return initialData.then((payload) => parse(payload, 'initialData'));
}
