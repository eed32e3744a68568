import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FrontEndApp } from './apps';
import { buildStaleApps } from './buildStaleApps';

/** A repository with two apps whose "build" writes a dist folder and is counted. */
async function makeRepo() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'lobby-build-'));
  await writeFile(path.join(root, 'webpack.config.base.js'), 'module.exports = {};');
  await writeFile(path.join(root, 'package.json'), '{}');
  await writeFile(path.join(root, 'package-lock.json'), '{}');
  await mkdir(path.join(root, 'packages', 'ui', 'src'), { recursive: true });
  await writeFile(path.join(root, 'packages', 'ui', 'src', 'Button.tsx'), 'export const a = 1;');
  await mkdir(path.join(root, 'shared', 'src'), { recursive: true });
  const apps: FrontEndApp[] = ['host', 'catalogue'].map((name) => ({ name, dir: path.join(root, name) }));
  for (const app of apps) {
    await mkdir(path.join(app.dir, 'src'), { recursive: true });
    await writeFile(path.join(app.dir, 'src', 'index.ts'), `export const name = '${app.name}';`);
  }
  const built: string[] = [];
  const build = async (_root: string, app: FrontEndApp) => {
    built.push(app.name);
    await mkdir(path.join(app.dir, 'dist'), { recursive: true });
    await writeFile(path.join(app.dir, 'dist', 'main.js'), `built ${built.length}`);
    // As swc-loader does: its plugin cache lands in the app's folder while it builds.
    await mkdir(path.join(app.dir, '.swc', 'plugins'), { recursive: true });
    await writeFile(path.join(app.dir, '.swc', 'plugins', 'cache.bin'), `cache ${built.length}`);
  };
  return { root, apps, built, build };
}

describe('buildStaleApps', () => {
  let repo: Awaited<ReturnType<typeof makeRepo>>;
  beforeEach(async () => {
    repo = await makeRepo();
  });
  afterEach(async () => {
    await rm(repo.root, { recursive: true, force: true });
  });

  const run = (force = false) => buildStaleApps(repo.root, repo.apps, { build: repo.build, force });

  test('builds everything the first time and nothing the second time', async () => {
    expect((await run()).built).toEqual(['host', 'catalogue']);
    expect(await run()).toEqual({ built: [], upToDate: ['host', 'catalogue'] });
    expect(repo.built).toEqual(['host', 'catalogue']);
  });

  test.each([
    ['its own source', 'catalogue/src/index.ts', ['catalogue']],
    ['a shared package', 'packages/ui/src/Button.tsx', ['host', 'catalogue']],
    ['the webpack factory', 'webpack.config.base.js', ['host', 'catalogue']],
    ['the lock file', 'package-lock.json', ['host', 'catalogue']],
  ])('a change to %s (%s) rebuilds %j', async (_name, file, expected) => {
    await run();
    await writeFile(path.join(repo.root, file), '// changed\n');
    expect((await run()).built).toEqual(expected);
  });

  test('caches written into the inputs (.swc while building, other tool folders) make nothing stale', async () => {
    await run();
    await mkdir(path.join(repo.root, 'packages', '.cache'), { recursive: true });
    await writeFile(path.join(repo.root, 'packages', '.cache', 'x'), 'y');
    expect((await run()).built).toEqual([]);
  });

  test('another build of the same sources (host/dist-monolith) makes nothing stale', async () => {
    await run();
    await mkdir(path.join(repo.root, 'host', 'dist-monolith'), { recursive: true });
    await writeFile(path.join(repo.root, 'host', 'dist-monolith', 'main.js'), 'one bundle');
    expect((await run()).built).toEqual([]);
  });

  test('a build records the hash of every file it deployed', async () => {
    await run();
    const manifest = JSON.parse(await readFile(path.join(repo.root, 'host', 'dist', '.integrity.json'), 'utf8'));
    expect(manifest).toEqual({
      algorithm: 'sha256',
      files: { 'main.js': expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/) },
    });
  });

  test('a new or changed test file rebuilds nothing', async () => {
    await run();
    await writeFile(path.join(repo.root, 'packages', 'ui', 'src', 'Button.test.tsx'), 'test("x", () => {});');
    expect((await run()).built).toEqual([]);
  });

  test('a removed dist folder is rebuilt', async () => {
    await run();
    await rm(path.join(repo.root, 'host', 'dist'), { recursive: true });
    expect((await run()).built).toEqual(['host']);
  });

  test('--force rebuilds what is up to date', async () => {
    await run();
    expect((await run(true)).built).toEqual(['host', 'catalogue']);
  });
});
