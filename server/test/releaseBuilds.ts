import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { HostProvides, ReleaseRequirements } from '@lobby/shared';
import type { AppId } from '../src/releases/releaseStore';
import { writeIntegrityManifest } from '../src/static/integrity';

export const HOST_PROVIDES = { contracts: { props: '2.1.0', bus: '1.0.0' }, shared: { react: '19.3.1' } };
export const NEEDS = { contracts: { props: '^2.0.0', bus: '^1.0.0' }, shared: { react: '^19.0.0' } };

/**
 * A remote entry as a build writes one, small: its container asks for its ./App chunk by a
 * script added to the document (what checkRelease watches), and refuses other modules.
 */
function remoteEntry(container: string, chunk: string): string {
  return `var ${container} = (function () {
  var base = document.currentScript.src.replace(/[^/]+$/, '');
  return {
    init: function () {},
    get: function (module) {
      if (module !== './App') return Promise.reject(new Error('Module "' + module + '" does not exist in container.'));
      var script = document.createElement('script');
      script.src = base + ${JSON.stringify(chunk)};
      document.head.appendChild(script);
      return new Promise(function () {});
    },
  };
})();`;
}

export interface BuildOptions {
  readonly text?: string;
  readonly needs?: ReleaseRequirements;
  readonly provides?: HostProvides;
  readonly entry?: string;
  readonly withChunk?: boolean;
}

/** A build folder of `app` at `version` below `parent`, as webpack.config.base.js and buildStaleApps leave it. */
export async function writeBuild(parent: string, app: AppId, version: string, options: BuildOptions = {}): Promise<string> {
  await mkdir(parent, { recursive: true });
  const dir = await mkdtemp(path.join(parent, `${app}-`));
  if (app === 'host') {
    await writeFile(path.join(dir, 'release.json'), JSON.stringify({ app, version, provides: options.provides ?? HOST_PROVIDES }));
    await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${options.text ?? 'Lobby'}</title>`);
    await writeFile(path.join(dir, 'main.js'), `console.log(${JSON.stringify(options.text ?? 'host')})`);
  } else {
    await writeFile(path.join(dir, 'release.json'), JSON.stringify({ app, version, requires: options.needs ?? NEEDS }));
    const container = `lobby_${app.replace(/-/g, '_')}`;
    await writeFile(path.join(dir, 'remoteEntry.js'), options.entry ?? remoteEntry(container, '289.0badc0de.js'));
    await writeFile(path.join(dir, 'mf-manifest.json'), JSON.stringify({ exposes: [{ path: './App', assets: { js: { sync: ['289.0badc0de.js'] } } }] }));
    if (options.withChunk !== false) await writeFile(path.join(dir, '289.0badc0de.js'), `/* ${options.text ?? app} */`);
  }
  await writeIntegrityManifest(dir);
  return dir;
}

