import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REGISTRY_ENTRY, check } from '@lobby/shared';
import { HOST_PROVIDES, NEEDS, writeBuild, type BuildOptions } from '../../test/releaseBuilds';
import { checkRelease } from './checkRelease';
import { KEPT_RELEASES, deployBuild, deployWorkspaceBuilds, rollback, type ReleaseContext } from './deploy';
import { createDeployment } from './deployment';
import { filePointers } from './releasePointers';
import { ReleaseConflictError, createReleaseStore, type AppId } from './releaseStore';

let root: string;
let context: ReleaseContext;
let lines: string[];

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lobby-releases-'));
  lines = [];
  context = {
    store: createReleaseStore(path.join(root, 'releases')),
    pointers: filePointers(path.join(root, 'data', 'current-releases.json')),
    say: (line) => lines.push(line),
  };
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const build = (app: AppId, version: string, options: BuildOptions = {}): Promise<string> =>
  writeBuild(path.join(root, 'builds'), app, version, options);

const current = async (): Promise<Record<string, string | undefined>> => ({ ...(await context.pointers.read()) });

describe('the release store', () => {
  test('a build becomes an immutable release; the same files again change nothing; other files under its version are refused', async () => {
    const first = await context.store.publish(await build('search', '1.0.0'));
    expect(first.created).toBe(true);
    expect(first.release).toMatchObject({ app: 'search', version: '1.0.0', files: 4, requires: NEEDS });
    const again = await context.store.publish(await build('search', '1.0.0'));
    expect(again).toEqual({ release: first.release, created: false });
    await expect(context.store.publish(await build('search', '1.0.0', { text: 'changed' }))).rejects.toThrow(ReleaseConflictError);
    await expect(context.store.publish(await build('search', '1.0.0', { text: 'changed' }))).rejects.toThrow(
      'search 1.0.0 is already released with other files: bump the version in its package.json and deploy again',
    );
  });

  test('a version removed from the store stays taken for other files', async () => {
    await context.store.publish(await build('search', '1.0.0'));
    await context.store.remove('search', '1.0.0');
    expect(await context.store.read('search', '1.0.0')).toBeNull();
    await expect(context.store.publish(await build('search', '1.0.0', { text: 'changed' }))).rejects.toThrow(ReleaseConflictError);
    expect((await context.store.publish(await build('search', '1.0.0'))).created).toBe(true);
  });

  test('a build without a readable descriptor, or with a version that is not x.y.z, is refused', async () => {
    const dir = await build('search', '1.0.0');
    await writeFile(path.join(dir, 'release.json'), JSON.stringify({ app: 'search', version: '../../etc', requires: NEEDS }));
    await expect(context.store.publish(dir)).rejects.toThrow('is not x.y.z');
    await rm(path.join(dir, 'release.json'));
    await expect(context.store.publish(dir)).rejects.toThrow('has no readable release.json');
  });

  test('lists releases newest first and leaves no half-written folder behind', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.0.1']) await context.store.publish(await build('search', version));
    expect((await context.store.list('search')).map((release) => release.version)).toEqual(['1.0.1', '1.1.0', '1.0.0']);
    expect((await readdir(path.join(root, 'releases', 'search'))).filter((name) => name.startsWith('.incoming'))).toEqual([]);
  });
});

describe('checkRelease', () => {
  test.each<[string, AppId, BuildOptions, string[]]>([
    ['a sound remote', 'search', {}, []],
    ['a remote whose ./App chunk is missing', 'search', { withChunk: false }, ['./App needs 289.0badc0de.js, which the release lacks']],
    ['an entry that throws', 'search', { entry: 'throw new Error("broken")' }, ['remoteEntry.js does not run: broken']],
    ['an entry without the container', 'search', { entry: 'var other = {}' }, ['remoteEntry.js defines no container lobby_search with get and init']],
    [
      'a container without ./App',
      'search',
      { entry: 'var lobby_search = { init: function () {}, get: function () { return Promise.reject(new Error("no")); } }' },
      ['its container does not expose ./App'],
    ],
    [
      'a remote needing a newer contract than the host provides',
      'search',
      { needs: { ...NEEDS, contracts: { ...NEEDS.contracts, props: '^3.0.0' } } },
      ['it needs contract props ^3.0.0, this host provides 2.1.0'],
    ],
    ['a sound host', 'host', {}, []],
  ])('%s', async (_name, app, options, problems) => {
    const { release } = await context.store.publish(await build(app, '1.0.0', options));
    expect(await checkRelease(context.store.releaseDir(app, '1.0.0'), release, HOST_PROVIDES)).toEqual(problems);
  });

  test('a file changed after publishing is found', async () => {
    const { release } = await context.store.publish(await build('search', '1.0.0'));
    await writeFile(path.join(context.store.releaseDir('search', '1.0.0'), '289.0badc0de.js'), 'tampered');
    expect(await checkRelease(context.store.releaseDir('search', '1.0.0'), release, HOST_PROVIDES)).toEqual(['289.0badc0de.js differs']);
  });
});

describe('deploy and rollback', () => {
  beforeEach(async () => {
    await deployBuild(context, await build('host', '1.0.0'));
  });

  test('deploy points the registry at the new release; the previous stays kept and served', async () => {
    await deployBuild(context, await build('search', '1.0.0'));
    const outcome = await deployBuild(context, await build('search', '1.1.0', { text: 'B' }));
    expect(outcome).toMatchObject({ previous: '1.0.0', release: { version: '1.1.0' } });
    const deployment = createDeployment({ store: context.store, pointers: context.pointers });
    const { registry } = await deployment.snapshot();
    expect(registry.search?.version).toBe('1.1.0');
    expect(registry.search?.releases.map((release) => release.version)).toEqual(['1.1.0', '1.0.0']);
    expect(await context.store.read('search', '1.0.0')).not.toBeNull();
    // What the host reads it by (@lobby/shared REGISTRY_ENTRY), every release kept included.
    expect(check(REGISTRY_ENTRY, registry.search)).toEqual({ ok: true, value: registry.search, dropped: [] });
  });

  test('a release that fails its check leaves the registry as it was, is not kept, and leaves its version free', async () => {
    await deployBuild(context, await build('search', '1.0.0'));
    await expect(
      deployBuild(context, await build('search', '2.0.0', { needs: { ...NEEDS, contracts: { ...NEEDS.contracts, props: '^3.0.0' } } })),
    ).rejects.toThrow('search 2.0.0 cannot go live; the registry is unchanged:\n  - it needs contract props ^3.0.0, this host provides 2.1.0');
    expect((await current()).search).toBe('1.0.0');
    expect((await context.store.list('search')).map((release) => release.version)).toEqual(['1.0.0']);
    expect((await deployBuild(context, await build('search', '2.0.0', { text: 'fixed' }))).release.version).toBe('2.0.0');
  });

  test('a host that no kept release of a current remote fits is refused unless forced', async () => {
    await deployBuild(context, await build('search', '1.0.0'));
    const breaking = await build('host', '2.0.0', { provides: { ...HOST_PROVIDES, contracts: { props: '3.0.0', bus: '1.0.0' } } });
    await expect(deployBuild(context, breaking)).rejects.toThrow(
      'no kept release of these remotes fits it: search 1.0.0 (needs contract props ^2.0.0, this host provides 3.0.0)',
    );
    expect((await current()).host).toBe('1.0.0');
    await deployBuild(context, breaking, { force: true });
    expect((await current()).host).toBe('2.0.0');
  });

  test('rollback goes to the release before the current one, or to the one named, without building', async () => {
    for (const version of ['1.0.0', '1.1.0', '1.2.0']) await deployBuild(context, await build('search', version, { text: version }));
    expect((await rollback(context, 'search')).release.version).toBe('1.1.0');
    expect((await current()).search).toBe('1.1.0');
    expect((await rollback(context, 'search', '1.2.0')).release.version).toBe('1.2.0');
    await expect(rollback(context, 'search', '0.9.0')).rejects.toThrow('search has no kept release 0.9.0; kept: 1.2.0, 1.1.0, 1.0.0');
    await rollback(context, 'search', '1.0.0');
    await expect(rollback(context, 'search')).rejects.toThrow('search has no release before 1.0.0 to roll back to');
  });

  test(`only the newest ${KEPT_RELEASES} releases are kept, and never the current one is pruned`, async () => {
    await deployBuild(context, await build('search', '1.0.0', { text: 'first' }));
    await rollback(context, 'search', '1.0.0');
    for (let minor = 1; minor <= KEPT_RELEASES + 1; minor += 1) {
      await context.store.publish(await build('search', `1.${minor}.0`, { text: String(minor) }));
    }
    await deployBuild(context, await build('search', '2.0.0', { text: 'newest' }));
    const kept = (await context.store.list('search')).map((release) => release.version);
    expect(kept).toEqual(['2.0.0', '1.6.0', '1.5.0', '1.4.0', '1.3.0']);
  });

  test('two deploys at once both land', async () => {
    await Promise.all([deployBuild(context, await build('search', '1.0.0')), deployBuild(context, await build('bonuses', '1.0.0'))]);
    expect(await current()).toEqual({ host: '1.0.0', search: '1.0.0', bonuses: '1.0.0' });
    expect(JSON.parse(await readFile(path.join(root, 'data', 'current-releases.json'), 'utf8'))).toEqual(await current());
  });
});

describe('deployWorkspaceBuilds (npm start)', () => {
  test('releases what is not released yet, leaves a rollback alone, and releases a changed build under a local version', async () => {
    const host = await build('host', '1.0.0');
    const search = await build('search', '1.0.0');
    expect(await deployWorkspaceBuilds(context, [{ app: 'search', dir: search }, { app: 'host', dir: host }])).toEqual({
      deployed: ['host 1.0.0', 'search 1.0.0'],
      failed: [],
    });
    expect(await deployWorkspaceBuilds(context, [{ app: 'host', dir: host }, { app: 'search', dir: search }])).toEqual({
      deployed: [],
      failed: [],
    });

    await deployBuild(context, await build('search', '1.1.0', { text: 'B' }));
    await rollback(context, 'search', '1.0.0');
    expect((await deployWorkspaceBuilds(context, [{ app: 'host', dir: host }, { app: 'search', dir: search }])).deployed).toEqual([]);
    expect((await current()).search).toBe('1.0.0');

    const changed = await build('search', '1.0.0', { text: 'edited, version not bumped' });
    const {
      deployed: [deployed],
    } = await deployWorkspaceBuilds(context, [{ app: 'search', dir: changed }]);
    expect(deployed).toMatch(/^search 1\.0\.0\+local\.[0-9a-f]{8}$/);
    expect((await current()).search).toBe(deployed?.slice('search '.length));
  });

  test('a build that cannot go live is reported and leaves its app as it was; the others still go', async () => {
    const host = await build('host', '1.0.0');
    const broken = await build('search', '1.0.0', { withChunk: false });
    const bonuses = await build('bonuses', '1.0.0');
    const outcome = await deployWorkspaceBuilds(context, [
      { app: 'host', dir: host },
      { app: 'search', dir: broken },
      { app: 'bonuses', dir: bonuses },
    ]);
    expect(outcome.deployed).toEqual(['host 1.0.0', 'bonuses 1.0.0']);
    expect(outcome.failed).toEqual([expect.stringMatching(/^search 1\.0\.0 cannot go live.*\(not deployed\)$/s)]);
    expect((await current()).search).toBeUndefined();
  });
});
