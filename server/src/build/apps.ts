import path from 'node:path';
import { REMOTE_IDS } from '@lobby/shared';

export interface FrontEndApp {
  /** 'host' or a remote id. */
  readonly name: string;
  readonly dir: string;
  /** Folders it builds from besides its own (which its build stamp must follow too). */
  readonly sources?: readonly string[];
}

/**
 * The host and every remote, each built to its own dist by its own webpack.config.js, and the
 * server's first-view renderer (host/first-view), built from the host's and the catalogue's
 * sources.
 */
export function frontEndApps(rootDir: string): FrontEndApp[] {
  const host = path.join(rootDir, 'host');
  return [
    { name: 'host', dir: host },
    ...REMOTE_IDS.map((remote) => ({ name: remote, dir: path.join(rootDir, 'remotes', remote) })),
    {
      name: 'first-view',
      dir: path.join(host, 'first-view'),
      sources: [host, path.join(rootDir, 'remotes', 'catalogue')],
    },
  ];
}
