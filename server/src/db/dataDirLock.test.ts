import { spawn } from 'node:child_process';
import { mkdtemp, readlink, rm, symlink } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { contentService } from '../content/plugin';
import { LOCK_FILE, acquireDataDirLock } from './dataDirLock';

describe('one server per data folder', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'lobby-lock-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('refuses a second content service on the same DATA_DIR, naming the folder and the pid', async () => {
    const dataDir = path.join(root, 'data');
    const first = Fastify();
    await first.register(contentService, { dataDir, seedGames: 20 });
    await first.ready();
    try {
      const second = Fastify();
      const started = second.register(contentService, { dataDir, seedGames: 20 }).ready();
      await expect(started).rejects.toThrow(`DATA_DIR ${dataDir} is in use by another server (pid ${process.pid})`);
      await second.close().catch(() => undefined);
    } finally {
      await first.close();
    }
    // Closing releases it.
    const third = Fastify();
    await third.register(contentService, { dataDir, seedGames: 20 });
    await third.ready();
    await third.close();
  }, 60_000);

  it('refuses a folder another live process holds', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      await symlink(`${holder.pid}@${hostname()}`, path.join(root, LOCK_FILE));
      expect(() => acquireDataDirLock(root)).toThrow(`(pid ${holder.pid})`);
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that died without releasing it (kill -9)', async () => {
    const dead = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((resolve) => dead.on('exit', resolve));
    await symlink(`${dead.pid}@${hostname()}`, path.join(root, LOCK_FILE));
    const lock = acquireDataDirLock(root);
    expect(await readlink(path.join(root, LOCK_FILE))).toBe(`${process.pid}@${hostname()}`);
    lock.release();
    await expect(readlink(path.join(root, LOCK_FILE))).rejects.toThrow();
  });
});
