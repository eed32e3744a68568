import type { HostProvides, ReleaseEntry } from '@lobby/shared';
import { chooseRelease, parseVersion, readRanges, releaseMisfit, versionSatisfies } from './releaseFits';

describe('versionSatisfies', () => {
  test.each([
    ['1.4.2', '^1.2.0', true],
    ['1.2.0', '^1.2.0', true],
    ['2.0.0', '^1.2.0', false],
    ['1.1.9', '^1.2.0', false],
    ['0.2.5', '^0.2.1', true],
    ['0.3.0', '^0.2.1', false],
    ['0.2.0', '^0.2.1', false],
    ['0.0.3', '^0.0.3', true],
    ['0.0.4', '^0.0.3', false],
    ['1.2.9', '~1.2.3', true],
    ['1.3.0', '~1.2.3', false],
    ['19.2.0', '19.2.0', true],
    ['19.2.1', '19.2.0', false],
    ['0.1.0+local.ab12cd34', '^0.1.0', true],
    ['5.0.0', '*', true],
    ['not a version', '*', false],
    ['1.0.0', '>=1.0.0', false],
    ['1.0.0', '^1', false],
    ['1.0.0', '', false],
  ])('%s in %s: %s', (version, range, fits) => {
    expect(versionSatisfies(version, range)).toBe(fits);
  });

  test.each([
    ['1.2.3', [1, 2, 3]],
    ['0.1.0-beta.2', [0, 1, 0]],
    ['01.2.3', null],
    ['1.2', null],
    ['1.2.3.4', null],
  ])('parseVersion(%s)', (version, parsed) => {
    expect(parseVersion(version)).toEqual(parsed);
  });
});

describe('readRanges', () => {
  test.each([
    [
      'two maps of strings',
      { contracts: { props: '^2.0.0' }, shared: {}, extra: 1 },
      { contracts: { props: '^2.0.0' }, shared: {} },
    ],
    ['a range that is not a string', { contracts: { props: 2 }, shared: {} }, null],
    ['a missing map', { contracts: {} }, null],
    ['an array for a map', { contracts: [], shared: {} }, null],
    ['not an object', 'props ^2', null],
  ])('%s', (_name, value, ranges) => {
    expect(readRanges(value)).toEqual(ranges);
  });
});

const host: HostProvides = {
  contracts: { props: '2.1.0', bus: '1.0.0', shell: '1.0.0' },
  shared: { react: '19.2.0', '@lobby/bus': '0.1.0' },
};

describe('releaseMisfit', () => {
  test.each([
    ['everything provided in range', { props: '^2.0.0' }, { react: '^19.1.0' }, null],
    ['a newer props contract', { props: '^3.0.0' }, {}, 'needs contract props ^3.0.0, this host provides 2.1.0'],
    [
      'a minor the host has not reached',
      { props: '^2.2.0' },
      {},
      'needs contract props ^2.2.0, this host provides 2.1.0',
    ],
    [
      'a contract the host does not know',
      { analytics: '^1.0.0' },
      {},
      'needs contract analytics ^1.0.0, which this host does not provide',
    ],
    [
      'a newer shared library',
      {},
      { '@lobby/bus': '^0.2.0' },
      'needs shared @lobby/bus ^0.2.0, this host provides 0.1.0',
    ],
    [
      'a shared library the host lacks',
      {},
      { '@lobby/ui': '^0.1.0' },
      'needs shared @lobby/ui ^0.1.0, which this host does not provide',
    ],
    [
      'a key named like an Object member',
      { constructor: '^1.0.0' },
      {},
      'needs contract constructor ^1.0.0, which this host does not provide',
    ],
  ])('%s', (_name, contracts, shared, reason) => {
    expect(releaseMisfit({ contracts, shared }, host)).toBe(reason);
  });
});

const release = (version: string, props: string): ReleaseEntry => ({
  version,
  manifest: `/remotes/search/${version}/mf-manifest.json`,
  entry: `/remotes/search/${version}/remoteEntry.js`,
  requires: { contracts: { props }, shared: {} },
});

describe('chooseRelease', () => {
  const fits = release('1.1.0', '^2.0.0');
  const older = release('1.0.0', '^2.0.0');
  const tooNew = release('2.0.0', '^3.0.0');

  test.each([
    ['the current one fits', fits, [fits, older], { kind: 'current', release: fits }],
    [
      'the current one does not: the newest kept one that does',
      tooNew,
      [tooNew, fits, older],
      {
        kind: 'fallback',
        release: fits,
        current: tooNew,
        reason: 'release 2.0.0 needs contract props ^3.0.0, this host provides 2.1.0',
      },
    ],
    [
      'none fits',
      tooNew,
      [tooNew],
      { kind: 'none', reason: 'release 2.0.0 needs contract props ^3.0.0, this host provides 2.1.0' },
    ],
  ])('%s', (_name, current, kept, choice) => {
    expect(chooseRelease(current, kept, host)).toEqual(choice);
  });
});
