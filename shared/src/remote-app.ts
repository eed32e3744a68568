/**
 * What the host hands to every remote's `./App`. Everything else a remote needs comes from the
 * shared singletons: the bus through @lobby/ui's context, the lobby through @lobby/connected, texts
 * through @lobby/i18n. Keep this to what differs per mount.
 */
export interface RemoteAppProps {
  /** The router path the remote's routes live under ('' for the root). */
  readonly basePath: string;
}
