import { stat } from 'node:fs/promises';
import { chooseRelease, releaseMisfit } from '@lobby/domain';
import { REMOTE_IDS, type HostProvides } from '@lobby/shared';
import { checkRelease } from './checkRelease';
import type { ReleasePointers } from './releasePointers';
import {
  ReleaseCheckError,
  ReleaseConflictError,
  ReleaseError,
  digestOfBuild,
  type AppId,
  type Release,
  type ReleaseStore,
} from './releaseStore';

/** Releases kept per app, the current one aside: rollback targets, and what open tabs still load. */
export const KEPT_RELEASES = 5;

export interface ReleaseContext {
  readonly store: ReleaseStore;
  readonly pointers: ReleasePointers;
  /** Progress lines. */
  readonly say: (line: string) => void;
}

export interface DeployOutcome {
  readonly release: Release;
  /** The release that was current before, if any. */
  readonly previous: string | null;
  /** Releases removed by pruning. */
  readonly pruned: readonly string[];
}

async function currentRelease(context: ReleaseContext, app: AppId): Promise<Release | null> {
  const version = (await context.pointers.read())[app];
  return version === undefined ? null : context.store.read(app, version);
}

/**
 * The current remotes a host providing `provides` would run no release of: neither the current
 * one nor any kept one fits it (domain chooseRelease, as the host decides at run time).
 */
async function strandedRemotes(context: ReleaseContext, provides: HostProvides): Promise<string[]> {
  const pointed = await context.pointers.read();
  const stranded: string[] = [];
  for (const remote of REMOTE_IDS) {
    const version = pointed[remote];
    const current = version === undefined ? null : await context.store.read(remote, version);
    if (current?.requires === undefined) continue;
    const kept = (await context.store.list(remote)).flatMap((release) =>
      release.requires ? [{ ...release, requires: release.requires }] : [],
    );
    if (chooseRelease({ ...current, requires: current.requires }, kept, provides).kind === 'none') {
      stranded.push(`${remote} ${current.version} (${releaseMisfit(current.requires, provides) ?? ''})`);
    }
  }
  return stranded;
}

/** Why `release` (its files in `dir`) may not become current, or nothing. */
async function goLiveProblems(context: ReleaseContext, dir: string, release: Release, force: boolean): Promise<string[]> {
  const host = await currentRelease(context, 'host');
  const problems = await checkRelease(dir, release, release.app === 'host' ? null : (host?.provides ?? null));
  if (release.app === 'host' && release.provides && !force) {
    const stranded = await strandedRemotes(context, release.provides);
    if (stranded.length > 0) {
      problems.push(`no kept release of these remotes fits it: ${stranded.join('; ')} (deploy them first, or --force)`);
    }
  }
  return problems;
}

/** Removes the oldest releases of `app` past KEPT_RELEASES, never `current`. */
async function pruneReleases(context: ReleaseContext, app: AppId, current: string): Promise<string[]> {
  const releases = await context.store.list(app);
  const doomed = releases.slice(KEPT_RELEASES).filter((release) => release.version !== current);
  for (const release of doomed) await context.store.remove(app, release.version);
  return doomed.map((release) => release.version);
}

/**
 * Makes a kept release current: checked first (files as built, entry runs and exposes `./App`,
 * ranges the deployed host provides); a failed check leaves the registry as it was. Then the
 * pointer moves (one atomic write) and old releases are pruned.
 */
export async function makeCurrent(
  context: ReleaseContext,
  release: Release,
  options: { readonly force?: boolean; readonly checked?: boolean } = {},
): Promise<DeployOutcome> {
  const { app, version } = release;
  if (!options.checked) {
    context.say(`[${app}] checking ${version}`);
    const problems = await goLiveProblems(context, context.store.releaseDir(app, version), release, options.force ?? false);
    if (problems.length > 0) throw new ReleaseCheckError(release, problems);
  }
  const previous = (await context.pointers.read())[app] ?? null;
  if (previous !== version) {
    context.say(`[${app}] pointing the registry at ${version} (${context.pointers.where})`);
    await context.pointers.move(app, version);
  }
  const pruned = await pruneReleases(context, app, version);
  if (pruned.length > 0) context.say(`[${app}] pruned ${pruned.join(', ')}`);
  return { release, previous, pruned };
}

/**
 * Publishes the build in `buildDir` as an immutable release and makes it current. The copy is
 * checked before the store keeps it: a release that fails is never listed (no host falls back
 * to it) and leaves its version free.
 */
export async function deployBuild(
  context: ReleaseContext,
  buildDir: string,
  options: { readonly force?: boolean; readonly version?: string } = {},
): Promise<DeployOutcome> {
  const force = options.force ?? false;
  context.say(`publishing ${buildDir}`);
  const { release, created } = await context.store.publish(buildDir, {
    ...(options.version ? { version: options.version } : {}),
    check: (dir, candidate) => {
      context.say(`[${candidate.app}] checking ${candidate.version}`);
      return goLiveProblems(context, dir, candidate, force);
    },
  });
  context.say(`[${release.app}] ${created ? 'published' : 'already published'} ${release.version} (${release.files} files, ${formatBytes(release.bytes)})`);
  return makeCurrent(context, release, { force, checked: created });
}

/**
 * Points `app` back at `version`, or at the release published before the current one. Nothing
 * is built: the release is checked and the pointer moves.
 */
export async function rollback(context: ReleaseContext, app: AppId, version?: string): Promise<DeployOutcome> {
  const releases = await context.store.list(app);
  const current = (await context.pointers.read())[app];
  let target: Release | undefined;
  if (version !== undefined) {
    target = releases.find((release) => release.version === version);
    if (!target) throw new ReleaseError(`${app} has no kept release ${version}; kept: ${releases.map((release) => release.version).join(', ') || 'none'}`);
  } else {
    const index = releases.findIndex((release) => release.version === current);
    target = index < 0 ? undefined : releases[index + 1];
    if (!target) throw new ReleaseError(`${app} has no release before ${current ?? 'the current one'} to roll back to`);
  }
  return makeCurrent(context, target);
}

export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * What `npm start` deploys of the builds in the repository: each build that is not released
 * yet (its files match no kept release), and each app without a current release. A build under
 * a version already released with other files (sources changed, version not bumped) is
 * released as `<version>+local.<digest>`, so a local start serves what was built while a
 * team's `npm run deploy` still asks for a bump. A build already released changes nothing, so
 * a rollback survives a restart.
 */
export async function deployWorkspaceBuilds(
  context: ReleaseContext,
  builds: readonly { readonly app: AppId; readonly dir: string }[],
): Promise<{ readonly deployed: string[]; readonly failed: string[] }> {
  const deployed: string[] = [];
  const failed: string[] = [];
  const pointed = await context.pointers.read();
  // The host first: remotes are checked against what it provides.
  const ordered = [...builds].sort((a, b) => Number(b.app === 'host') - Number(a.app === 'host'));
  for (const { app, dir } of ordered) {
    if (!(await stat(dir).then((found) => found.isDirectory(), () => false))) continue;
    try {
      const { version, digest } = await digestOfBuild(dir);
      const released = (await context.store.list(app)).some((release) => release.digest === digest);
      if (pointed[app] !== undefined && released) continue;
      let outcome: DeployOutcome;
      try {
        outcome = await deployBuild(context, dir, { force: true });
      } catch (error) {
        if (!(error instanceof ReleaseConflictError)) throw error;
        outcome = await deployBuild(context, dir, { force: true, version: `${version}+local.${digest.slice(0, 8)}` });
      }
      if (outcome.previous !== outcome.release.version) deployed.push(`${app} ${outcome.release.version}`);
    } catch (error) {
      // One build that cannot go live (refused, or a full disk) keeps its app as it was; the others still go.
      const reason = error instanceof ReleaseError ? error.message : `${app}: ${error instanceof Error ? error.message : String(error)}`;
      failed.push(`${reason} (${pointed[app] === undefined ? 'not deployed' : `${pointed[app]} stays current`})`);
    }
  }
  return { deployed, failed };
}
