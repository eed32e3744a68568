import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { releaseMisfit } from '@lobby/domain';
import { EXPOSED_MODULE, federationName, type HostProvides, type RemoteId } from '@lobby/shared';
import { integrityProblems } from '../static/integrity';
import type { Release } from './releaseStore';


const REMOTE_ENTRY = 'remoteEntry.js';

/** An error's message, also for one thrown in the sandbox (another realm's Error). */
function messageOf(error: unknown): string {
  const message = typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : String(error);
}

const exists = (file: string): Promise<boolean> => stat(file).then((found) => found.isFile(), () => false);

/**
 * Runs a remote's remoteEntry.js as a browser would, in a sandbox with the host's federation
 * runtime and a document that only records the scripts it is asked to add, then asks its
 * container for `./App`. Problems: no container, no `./App`, or `./App` asking for a chunk the
 * release does not have.
 */
async function entryProblems(dir: string, remote: RemoteId, version: string): Promise<string[]> {
  const code = await readFile(path.join(dir, REMOTE_ENTRY), 'utf8').catch(() => null);
  if (code === null) return [`${REMOTE_ENTRY} is missing`];
  const base = `https://lobby.invalid/remotes/${remote}/${version}/`;
  const requested: string[] = [];
  const sandbox: Record<string, unknown> = {
    console: { log: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined, debug: () => undefined },
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    Promise,
    location: { href: base },
    // The federation runtime the host hands every remote entry (webpack.config.base.js externalRuntime).
    _FEDERATION_RUNTIME_CORE: (await import('@module-federation/runtime-core')) as unknown,
    document: {
      currentScript: { tagName: 'SCRIPT', src: `${base}${REMOTE_ENTRY}` },
      getElementsByTagName: () => [],
      createElement: (): Record<string, unknown> => ({ setAttribute: () => undefined, tagName: 'SCRIPT' }),
      head: {
        appendChild: (element: { src?: unknown }) => {
          if (typeof element.src === 'string') requested.push(element.src);
        },
      },
    },
  };
  sandbox.self = sandbox;
  sandbox.window = sandbox;
  sandbox.globalThis = sandbox;
  const name = federationName(remote);
  try {
    createContext(sandbox);
    runInContext(code, sandbox, { filename: REMOTE_ENTRY, timeout: 5000 });
  } catch (error) {
    return [`${REMOTE_ENTRY} does not run: ${messageOf(error)}`];
  }
  const container = sandbox[name] as { get?: unknown; init?: unknown } | undefined;
  if (typeof container?.get !== 'function' || typeof container.init !== 'function') {
    return [`${REMOTE_ENTRY} defines no container ${name} with get and init`];
  }
  const get = container.get as (module: string) => Promise<unknown>;
  const missing = get(`${EXPOSED_MODULE}.absent`).then(
    () => false,
    () => true,
  );
  let asked: Promise<unknown>;
  try {
    asked = get(EXPOSED_MODULE);
  } catch (error) {
    return [`its container cannot give ${EXPOSED_MODULE}: ${messageOf(error)}`];
  }
  // A module the container does not expose is refused at once; ./App is not (it waits for its chunks).
  const refused = await Promise.race([
    asked.then(
      () => false,
      () => true,
    ),
    new Promise<boolean>((resolve) => setImmediate(() => resolve(false))),
  ]);
  if (!(await missing)) return ['its container does not refuse a module it does not expose'];
  if (refused) return [`its container does not expose ${EXPOSED_MODULE}`];
  const problems: string[] = [];
  for (const url of requested) {
    const relative = url.startsWith(base) ? url.slice(base.length) : null;
    if (relative === null || !(await exists(path.join(dir, ...relative.split('/'))))) {
      problems.push(`${EXPOSED_MODULE} needs ${url.replace(base, '')}, which the release lacks`);
    }
  }
  if (requested.length === 0) problems.push(`${EXPOSED_MODULE} asked for no chunk: its container is not this build's`);
  return problems;
}

/**
 * What is wrong with a published release before the registry may point at it: files that are
 * not as built, a remote entry that does not run or does not expose `./App`, ranges the host
 * does not provide (`hostProvides`, null when no host is deployed yet: then that is not
 * checked), or a host page that is missing. Empty when it may go live.
 */
export async function checkRelease(dir: string, release: Release, hostProvides: HostProvides | null): Promise<string[]> {
  const problems = await integrityProblems(dir);
  if (release.app === 'host') {
    if (!(await exists(path.join(dir, 'index.html')))) problems.push('index.html is missing');
    if (release.provides === undefined) problems.push('it does not say what it provides');
    return problems;
  }
  problems.push(...(await entryProblems(dir, release.app, release.version)));
  if (release.requires === undefined) problems.push('it does not say what it needs of the host');
  else if (hostProvides !== null) {
    const misfit = releaseMisfit(release.requires, hostProvides);
    if (misfit !== null) problems.push(`it ${misfit}`);
  }
  return problems;
}
