import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRecord, isStringMap, parseVersion, readRanges } from '@lobby/domain';
import { RELEASE_DESCRIPTOR, REMOTE_IDS, type HostProvides, type ReleaseRequirements, type RemoteId } from '@lobby/shared';
import { writeFileAtomically } from '../files/writeFileAtomically';
import { INTEGRITY_MANIFEST, readIntegrityManifest, writeIntegrityManifest } from '../static/integrity';

/** What can be released on its own: the host and each remote. */
export const APP_IDS = ['host', ...REMOTE_IDS] as const;
export type AppId = 'host' | RemoteId;

export function isAppId(value: unknown): value is AppId {
  return typeof value === 'string' && (APP_IDS as readonly string[]).includes(value);
}

/** What the store records of a release, beside its files (a dotfile: never served). */
const RELEASE_RECORD = '.release.json';

/** Every version ever published per app, with its digest: a pruned version is never reused for other bytes. */
const PUBLISHED_LOG = '.published.json';

export interface Release {
  readonly app: AppId;
  readonly version: string;
  /** SHA-256 over the integrity manifest: the release's bytes. */
  readonly digest: string;
  readonly publishedAt: string;
  /** Total size of its files, in bytes. */
  readonly bytes: number;
  readonly files: number;
  /** A remote's needs of the host. */
  readonly requires?: ReleaseRequirements;
  /** The host's provides. */
  readonly provides?: HostProvides;
}

/** A publish the store refuses: the message says what to do. */
export class ReleaseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReleaseError';
  }
}

/** A version usable as one path segment and one URL segment: `major.minor.patch[-pre][+build]`. */
export function isReleaseVersion(version: unknown): version is string {
  return typeof version === 'string' && parseVersion(version) !== null;
}

/** The descriptor a build wrote, checked: the app it is, its version and its ranges. */
export async function readBuildDescriptor(
  buildDir: string,
): Promise<{ app: AppId; version: string; requires?: ReleaseRequirements; provides?: HostProvides }> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path.join(buildDir, RELEASE_DESCRIPTOR), 'utf8'));
  } catch {
    throw new ReleaseError(`${buildDir} has no readable ${RELEASE_DESCRIPTOR}: is it a build of this project?`);
  }
  if (!isRecord(value) || !isAppId(value.app)) throw new ReleaseError(`${RELEASE_DESCRIPTOR} in ${buildDir} names no app`);
  if (!isReleaseVersion(value.version)) {
    throw new ReleaseError(`${RELEASE_DESCRIPTOR} in ${buildDir}: version ${JSON.stringify(value.version)} is not x.y.z`);
  }
  const requires = readRanges(value.requires);
  const provides = readRanges(value.provides);
  if (value.app === 'host' ? provides === null : requires === null) {
    throw new ReleaseError(`${RELEASE_DESCRIPTOR} in ${buildDir} lacks the ${value.app === 'host' ? 'provides' : 'requires'} ranges`);
  }
  return { app: value.app, version: value.version, ...(requires ? { requires } : {}), ...(provides ? { provides } : {}) };
}

function readRecord(value: unknown, app: AppId, version: string): Release | null {
  if (!isRecord(value) || value.app !== app || value.version !== version) return null;
  const { digest, publishedAt, bytes, files } = value;
  if (typeof digest !== 'string' || typeof publishedAt !== 'string') return null;
  if (typeof bytes !== 'number' || typeof files !== 'number') return null;
  const requires = readRanges(value.requires);
  const provides = readRanges(value.provides);
  return { app, version, digest, publishedAt, bytes, files, ...(requires ? { requires } : {}), ...(provides ? { provides } : {}) };
}

/** The digest of a folder's integrity manifest: equal digests, equal files. */
function digestOf(manifest: ReadonlyMap<string, string>): string {
  const hash = createHash('sha256');
  for (const file of [...manifest.keys()].sort()) hash.update(`${file}\0${manifest.get(file) ?? ''}\n`);
  return hash.digest('hex');
}

/** The same version already released with other files: bump the version. */
export class ReleaseConflictError extends ReleaseError {
  constructor(app: AppId, version: string) {
    super(`${app} ${version} is already released with other files: bump the version in its package.json and deploy again`);
    this.name = 'ReleaseConflictError';
  }
}

/** A build as publishing reads it: its descriptor, the manifest it was built with, and their digest. */
interface Build {
  readonly descriptor: Awaited<ReturnType<typeof readBuildDescriptor>>;
  readonly manifest: ReadonlyMap<string, string>;
  readonly digest: string;
}

/** Reads a build once; one without an integrity manifest gets it now. */
async function readBuild(buildDir: string): Promise<Build> {
  const descriptor = await readBuildDescriptor(buildDir);
  let manifest = await readIntegrityManifest(buildDir);
  if (manifest === null) {
    await writeIntegrityManifest(buildDir);
    manifest = await readIntegrityManifest(buildDir);
  }
  if (manifest === null) throw new ReleaseError(`${buildDir}: its ${INTEGRITY_MANIFEST} cannot be written`);
  return { descriptor, manifest, digest: digestOf(manifest) };
}

/** A build's version and digest (what tells its files from every other build's). */
export async function digestOfBuild(buildDir: string): Promise<{ version: string; digest: string }> {
  const { descriptor, digest } = await readBuild(buildDir);
  return { version: descriptor.version, digest };
}

export interface PublishOptions {
  /** Released under this version instead of the build's own. */
  readonly version?: string;
  readonly check?: (dir: string, release: Release) => Promise<readonly string[]>;
}

/** A release whose check found problems: nothing was kept. */
export class ReleaseCheckError extends ReleaseError {
  constructor(
    readonly release: Release,
    readonly problems: readonly string[],
  ) {
    super(`${release.app} ${release.version} cannot go live; the registry is unchanged:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ReleaseCheckError';
  }
}

export interface PublishResult {
  readonly release: Release;
  /** False when this very release was published before (same version, same files). */
  readonly created: boolean;
}

export interface ReleaseStore {
  readonly dir: string;
  /** The folder of a release (whether or not it exists). */
  releaseDir(app: AppId, version: string): string;
  /** A kept release, or null. Read once: releases never change. */
  read(app: AppId, version: string): Promise<Release | null>;
  /** Every kept release of `app`, newest first. */
  list(app: AppId): Promise<Release[]>;
  /**
   * Copies a build into the store as the release its descriptor names. The same version again
   * with the same files is a no-op; with other files it is refused (bump the version). `check`
   * sees the copy before it is kept: problems it finds refuse the release, which is then never
   * listed and does not take its version.
   */
  publish(buildDir: string, options?: PublishOptions): Promise<PublishResult>;
  /** Deletes a kept release's files (its version stays taken). */
  remove(app: AppId, version: string): Promise<void>;
}

/**
 * Releases on disk: `<dir>/<app>/<version>/` holds a build's files as built, its integrity
 * manifest and the store's record. A release is written to a hidden folder and renamed into
 * place, so a reader sees it whole or not at all, and it never changes afterwards.
 */
export function createReleaseStore(dir: string): ReleaseStore {
  const records = new Map<string, Promise<Release | null>>();
  const lists = new Map<AppId, { readonly stamp: string; readonly releases: Promise<Release[]> }>();

  const releaseDir = (app: AppId, version: string): string => path.join(dir, app, version);

  async function readRelease(app: AppId, version: string): Promise<Release | null> {
    if (!isReleaseVersion(version)) return null;
    const key = `${app}/${version}`;
    let known = records.get(key);
    if (known === undefined) {
      known = readFile(path.join(releaseDir(app, version), RELEASE_RECORD), 'utf8').then(
        (text) => readRecord(JSON.parse(text), app, version),
        () => null,
      );
      records.set(key, known);
      // Only a release that exists is remembered: one published later must be found.
      void known.then((release) => release === null && records.get(key) === known && records.delete(key));
    }
    const release = await known;
    // Removed since (pruned): forget it.
    if (release !== null && !(await stat(releaseDir(app, version)).then(() => true, () => false))) {
      records.delete(key);
      return null;
    }
    return release;
  }

  async function publishedLog(app: AppId): Promise<Record<string, string>> {
    try {
      const value: unknown = JSON.parse(await readFile(path.join(dir, app, PUBLISHED_LOG), 'utf8'));
      return isStringMap(value) ? value : {};
    } catch {
      return {};
    }
  }

  return {
    dir,
    releaseDir,
    read: readRelease,

    async list(app) {
      // Read again only when the app's folder changed (a release renamed in or out): pages ask at every load.
      const folder = await stat(path.join(dir, app)).catch(() => null);
      const stamp = folder ? `${folder.mtimeMs}:${folder.ino}` : 'none';
      const known = lists.get(app);
      if (known?.stamp === stamp) return [...(await known.releases)];
      const releases = (async () => {
        const names = await readdir(path.join(dir, app)).catch(() => [] as string[]);
        const found = await Promise.all(names.filter(isReleaseVersion).map((version) => readRelease(app, version)));
        return found
          .filter((release): release is Release => release !== null)
          .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.version.localeCompare(a.version));
      })();
      lists.set(app, { stamp, releases });
      return [...(await releases)];
    },

    async publish(buildDir, options = {}) {
      // A build vouches for its files with the manifest written when it was built.
      const { descriptor: built, manifest, digest } = await readBuild(buildDir);
      const version = options.version ?? built.version;
      if (!isReleaseVersion(version)) throw new ReleaseError(`version ${JSON.stringify(version)} is not x.y.z`);
      const { app } = built;
      const log = await publishedLog(app);
      const earlier = log[version];
      if (earlier !== undefined && earlier !== digest) throw new ReleaseConflictError(app, version);
      const existing = await readRelease(app, version);
      if (existing !== null && existing.digest === digest) return { release: existing, created: false };
      if (existing !== null) throw new ReleaseConflictError(app, version);

      await mkdir(path.join(dir, app), { recursive: true });
      const incoming = path.join(dir, app, `.incoming-${randomBytes(6).toString('hex')}`);
      try {
        // Files as they are (no links followed into the release); dotfiles but the manifest stay behind.
        await cp(buildDir, incoming, {
          recursive: true,
          verbatimSymlinks: true,
          filter: (source) => {
            const name = path.basename(source);
            return source === buildDir || !name.startsWith('.') || name === INTEGRITY_MANIFEST;
          },
        });
        let bytes = 0;
        for (const file of manifest.keys()) bytes += (await stat(path.join(incoming, ...file.split('/')))).size;
        const release: Release = {
          app,
          version,
          digest,
          publishedAt: new Date().toISOString(),
          bytes,
          files: manifest.size,
          ...(built.requires ? { requires: built.requires } : {}),
          ...(built.provides ? { provides: built.provides } : {}),
        };
        await writeFile(path.join(incoming, RELEASE_RECORD), `${JSON.stringify(release, null, 2)}\n`);
        const problems = options.check ? await options.check(incoming, release) : [];
        if (problems.length > 0) throw new ReleaseCheckError(release, problems);
        await rename(incoming, releaseDir(app, version));
        await writeFileAtomically(path.join(dir, app, PUBLISHED_LOG), `${JSON.stringify({ ...log, [version]: digest }, null, 1)}\n`);
        records.delete(`${app}/${version}`);
        lists.delete(app);
        return { release, created: true };
      } catch (error) {
        await rm(incoming, { recursive: true, force: true });
        throw error;
      }
    },

    async remove(app, version) {
      if (!isReleaseVersion(version)) return;
      // Renamed away first: a reader sees the release whole or not at all.
      const doomed = path.join(dir, app, `.removing-${randomBytes(6).toString('hex')}`);
      await rename(releaseDir(app, version), doomed);
      records.delete(`${app}/${version}`);
      lists.delete(app);
      await rm(doomed, { recursive: true, force: true });
    },
  };
}
