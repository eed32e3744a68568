import { parseSettingsWithIssues, type SettingsInput } from '@lobby/domain';
import type { LobbyBus, LobbySettings, ShellToLobbyOf } from '@lobby/shared';
import { filter, firstValueFrom, map } from 'rxjs';

export interface SettingsSourceOptions {
  readonly bus: LobbyBus;
  /** True for a page opened directly in a browser (DESIGN §5 "standalone"). */
  readonly standalone: boolean;
  /** The page's query string: the settings of a standalone page. */
  readonly query: string;
  readonly logger: Pick<Console, 'warn'>;
}

/**
 * Starts listening for the settings; call it before casinoReady goes out, so an
 * initialData the shell answers with at once cannot be missed.
 * Standalone: the query string over the dev defaults, at once. Embedded: the first
 * initialData from the shell (the bridge has already dropped malformed messages).
 */
export function receiveSettings({ bus, standalone, query, logger }: SettingsSourceOptions): Promise<LobbySettings> {
  const parse = (input: SettingsInput, from: string): LobbySettings => {
    const { settings, issues } = parseSettingsWithIssues(input);
    // Keys and reasons only: the values may hold session ids or tokens.
    if (issues.length > 0) logger.warn(`${from}: ignored invalid settings`, issues);
    return settings;
  };
  if (standalone) return Promise.resolve(parse(query, 'query string'));
  return firstValueFrom(
    bus.on$('shell:received').pipe(
      filter((message): message is ShellToLobbyOf<'initialData'> => message.type === 'initialData'),
      map((message) => parse(message.payload, 'initialData')),
    ),
  );
}
