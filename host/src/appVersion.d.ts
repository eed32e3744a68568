import type { HostProvides } from '@lobby/shared';

declare global {
  /** The host package's version, written into the build by webpack.config.base.js's DefinePlugin. */
  const __APP_VERSION__: string;
  /** What the host provides to remotes, written into the build by webpack.config.base.js (hostProvides). */
  const __LOBBY_HOST_PROVIDES__: HostProvides;
}
