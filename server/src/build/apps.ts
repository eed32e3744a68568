import path from 'node:path';
import { REMOTE_IDS } from '@lobby/shared';
import { isAppId, type AppId } from '../releases/releaseStore';

/** One webpack build of an app: its config, and where its output goes when not the config's own folder. */
export interface AppBuild {
  readonly config: string;
  /** Below the app's dist (webpack `--output-path`). */
  readonly outputBelowDist?: string;
}

export interface FrontEndApp {
  /** 'host' or a remote id: what it is released as. */
  readonly name: string;
  readonly dir: string;
  /** Folders it builds from besides its own (which its build stamp must follow too). */
  readonly sources?: readonly string[];
  /** Its webpack builds, in order; default its own webpack.config.js alone. */
  readonly builds?: readonly AppBuild[];
}

/**
 * The host and every remote, each built to its own dist by its own webpack.config.js. The
 * catalogue's release also carries the server's first-view renderer of its pages (issue #30):
 * built by host/first-view/webpack.config.js from the host's layout and the catalogue's pages
 * into the catalogue's dist/server/, which the server reads and never serves.
 */
export function frontEndApps(rootDir: string): FrontEndApp[] {
  const host = path.join(rootDir, 'host');
  const ownConfig = (dir: string): AppBuild => ({ config: path.join(dir, 'webpack.config.js') });
  return [
    { name: 'host', dir: host },
    ...REMOTE_IDS.map((remote): FrontEndApp => {
      const dir = path.join(rootDir, 'remotes', remote);
      if (remote !== 'catalogue') return { name: remote, dir };
      return {
        name: remote,
        dir,
        sources: [host],
        builds: [ownConfig(dir), { config: path.join(host, 'first-view', 'webpack.config.js'), outputBelowDist: 'server' }],
      };
    }),
  ];
}

/** Where an app's build goes (webpack `output.path`): what gets released. */
export function distDir(app: FrontEndApp): string {
  return path.join(app.dir, 'dist');
}

/** Each app's build folder, as the release code names it (`npm start`, `npm run dev`, the browser tests). */
export function workspaceBuilds(apps: readonly FrontEndApp[]): { app: AppId; dir: string }[] {
  return apps.flatMap((app) => (isAppId(app.name) ? [{ app: app.name, dir: distDir(app) }] : []));
}
