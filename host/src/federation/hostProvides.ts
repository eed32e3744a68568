import type { HostProvides } from '@lobby/shared';

/**
 * What this host build provides to remotes: the contracts' versions and the shared libraries'
 * (webpack.config.base.js `hostProvides`, also in the host release's release.json).
 */
export const HOST_PROVIDES: HostProvides = __LOBBY_HOST_PROVIDES__;
