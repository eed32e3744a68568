import type { LobbyBus } from './bus';

/** Where each API client finds its base URLs: `config.proxies` of SPEC §7. */
export interface ApiConfig {
  readonly proxies: Readonly<Record<string, readonly string[]>>;
}

/** What the host hands to every remote's `./App`. */
export interface RemoteAppProps {
  /** The router path the remote's routes live under ('' for the root). */
  readonly basePath: string;
  readonly bus: LobbyBus;
  readonly apiConfig: ApiConfig;
}
