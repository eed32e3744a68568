import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { writeBuild } from '../../test/releaseBuilds';

const ROOT_DIR = path.resolve(__dirname, '..', '..', '..');

interface Run {
  readonly code: number | null;
  readonly out: string;
  readonly err: string;
}

/** `npm run <command> -- args`, as an operator types it (through tsx, without npm's banner). */
function run(env: Record<string, string>, command: 'deploy' | 'rollback' | 'releases', ...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT_DIR, 'server', 'src', 'cli', `${command}.ts`), ...args], {
      cwd: ROOT_DIR,
      env: { ...process.env, ...env, DATABASE_URL: '' },
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out, err }));
  });
}

describe('npm run deploy / rollback / releases', () => {
  let root: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'lobby-release-commands-'));
    env = { DATA_DIR: path.join(root, 'data'), RELEASES_DIR: path.join(root, 'releases') };
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  test('deploy, list, roll back and refuse, each with progress and a one-line result', async () => {
    const builds = path.join(root, 'builds');
    const host = await run(env, 'deploy', 'host', '--from', await writeBuild(builds, 'host', '1.0.0'));
    expect(host).toMatchObject({ code: 0, err: '' });
    expect(host.out).toMatch(/\[host\] checking 1\.0\.0\n/);
    expect(host.out).toMatch(/\ndeployed host 1\.0\.0 \(first release; 3 files, \d+ KB\) in \d+\.\d s\n$/);

    expect((await run(env, 'deploy', 'search', '--from', await writeBuild(builds, 'search', '1.0.0'))).code).toBe(0);
    const second = await run(env, 'deploy', 'search', '--from', await writeBuild(builds, 'search', '1.1.0', { text: 'B' }));
    expect(second.out).toMatch(/\ndeployed search 1\.1\.0 \(was 1\.0\.0; 4 files, \d+ KB\) in \d+\.\d s\n$/);

    const listed = await run(env, 'releases', 'search');
    expect(listed.out).toMatch(/^search: 2 kept, current 1\.1\.0\n  \* 1\.1\.0 .* needs props \^2\.0\.0, bus \^1\.0\.0; 1 shared libraries\n    1\.0\.0 /);
    expect(listed.out).toMatch(/2 releases in .* \(\* = current, pointers in .*current-releases\.json\)\n$/);

    const back = await run(env, 'rollback', 'search');
    expect(back).toMatchObject({ code: 0, err: '' });
    expect(back.out).toMatch(/\nrolled back search to 1\.0\.0 \(was 1\.1\.0\) in \d+ ms\n$/);

    const conflict = await run(env, 'deploy', 'search', '--from', await writeBuild(builds, 'search', '1.1.0', { text: 'C' }));
    expect(conflict.code).toBe(1);
    expect(conflict.err).toBe('search 1.1.0 is already released with other files: bump the version in its package.json and deploy again\n');

    const tooNew = await writeBuild(builds, 'search', '2.0.0', { needs: { contracts: { props: '^3.0.0' }, shared: {} } });
    const refused = await run(env, 'deploy', 'search', '--from', tooNew);
    expect(refused.code).toBe(1);
    expect(refused.err).toBe(
      'search 2.0.0 cannot go live; the registry is unchanged:\n  - it needs contract props ^3.0.0, this host provides 2.1.0\n',
    );

    const unknown = await run(env, 'rollback', 'nope');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/^Unknown app: nope\. Usage: npm run rollback -- <app> \[version\]\n  apps: host, catalogue, search/);
    expect((await run(env, 'releases', 'search')).out).toMatch(/current 1\.0\.0/);
  }, 60_000);
});
