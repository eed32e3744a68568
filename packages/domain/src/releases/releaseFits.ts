import type { HostProvides, ReleaseEntry, ReleaseRequirements } from '@lobby/shared';
import { isRecord, isStringMap } from '../util/guards';

/** `major.minor.patch`, with an optional pre-release or build suffix (`-beta.1`, `+local.ab12`). */
const VERSION = /^(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})(?:[-+][0-9A-Za-z.+-]{1,64})?$/;

type Triple = readonly [number, number, number];

/** The numeric part of a version, or null when it is not one. */
export function parseVersion(version: string): Triple | null {
  const match = VERSION.exec(version);
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

/**
 * A release's ranges (ReleaseRequirements) or a host's versions (HostProvides) as read from a
 * file or the registry: two maps of strings, rebuilt from what was checked, or null.
 */
export function readRanges(value: unknown): ReleaseRequirements | null {
  if (!isRecord(value) || !isStringMap(value.contracts) || !isStringMap(value.shared)) return null;
  return { contracts: { ...value.contracts }, shared: { ...value.shared } };
}

function compare(a: Triple, b: Triple): number {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/**
 * Whether `version` is in `range`. The ranges a release records are the ones npm writes: `^x.y.z`
 * (same left-most non-zero part, at least x.y.z), `~x.y.z` (same major and minor), an exact
 * version, or `*`. Anything else fits nothing: a range this host cannot read is not one it provides.
 */
export function versionSatisfies(version: string, range: string): boolean {
  const have = parseVersion(version);
  if (have === null) return false;
  if (range === '*') return true;
  const operator = range[0] === '^' || range[0] === '~' ? range[0] : '';
  const need = parseVersion(range.slice(operator.length));
  if (need === null) return false;
  if (operator === '') return compare(have, need) === 0;
  if (compare(have, need) < 0) return false;
  if (operator === '~') return have[0] === need[0] && have[1] === need[1];
  if (need[0] > 0) return have[0] === need[0];
  if (need[1] > 0) return have[0] === 0 && have[1] === need[1];
  return have[0] === 0 && have[1] === 0 && have[2] === need[2];
}

/**
 * Why a host that provides `provides` cannot run a release needing `requires`, or null when it
 * can: each contract and each shared library the release consumes must be provided in range.
 */
export function releaseMisfit(requires: ReleaseRequirements, provides: HostProvides): string | null {
  const parts: [kind: string, needs: Readonly<Record<string, string>>, has: Readonly<Record<string, string>>][] = [
    ['contract', requires.contracts, provides.contracts],
    ['shared', requires.shared, provides.shared],
  ];
  for (const [kind, needs, has] of parts) {
    for (const [name, range] of Object.entries(needs)) {
      const version = Object.prototype.hasOwnProperty.call(has, name) ? has[name] : undefined;
      if (version === undefined) return `needs ${kind} ${name} ${range}, which this host does not provide`;
      if (!versionSatisfies(version, range)) return `needs ${kind} ${name} ${range}, this host provides ${version}`;
    }
  }
  return null;
}

/** What choosing a release reads of one: its version and its needs. */
type Candidate = Pick<ReleaseEntry, 'version' | 'requires'>;

export type ReleaseChoice<Release extends Candidate> =
  | { readonly kind: 'current'; readonly release: Release }
  /** The current release does not fit; the newest kept one that does runs instead. */
  | { readonly kind: 'fallback'; readonly release: Release; readonly current: Release; readonly reason: string }
  | { readonly kind: 'none'; readonly reason: string };

/**
 * The release of a remote a host runs: the current one when it fits, else the newest kept
 * release that does (`kept` newest first), else none, with the current one's reason.
 */
export function chooseRelease<Release extends Candidate>(
  current: Release,
  kept: readonly Release[],
  provides: HostProvides,
): ReleaseChoice<Release> {
  const reason = releaseMisfit(current.requires, provides);
  if (reason === null) return { kind: 'current', release: current };
  const fallback = kept.find(
    (release) => release.version !== current.version && releaseMisfit(release.requires, provides) === null,
  );
  if (fallback === undefined) return { kind: 'none', reason: `release ${current.version} ${reason}` };
  return { kind: 'fallback', release: fallback, current, reason: `release ${current.version} ${reason}` };
}
