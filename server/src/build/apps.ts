import path from 'node:path';
import { REMOTE_IDS } from '@lobby/shared';

export interface FrontEndApp {
  /** 'host' or a remote id. */
  readonly name: string;
  readonly dir: string;
}

/** The host and every remote, each built to its own dist by its own webpack.config.js. */
export function frontEndApps(rootDir: string): FrontEndApp[] {
  return [
    { name: 'host', dir: path.join(rootDir, 'host') },
    ...REMOTE_IDS.map((remote) => ({ name: remote, dir: path.join(rootDir, 'remotes', remote) })),
  ];
}
