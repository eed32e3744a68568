import type { HostProvides, ReleaseEntry } from '@lobby/shared';
import { readRegistry } from './readRegistry';

const provides: HostProvides = { contracts: { props: '2.0.0' }, shared: { react: '19.2.0' } };

const release = (version: string, props = '^2.0.0'): ReleaseEntry => ({
  version,
  manifest: `/remotes/catalogue/${version}/mf-manifest.json`,
  entry: `/remotes/catalogue/${version}/remoteEntry.js`,
  requires: { contracts: { props }, shared: { react: '^19.0.0' } },
});

const good = { ...release('1.2.3'), releases: [release('1.2.3'), release('1.2.2')] };

describe('readRegistry', () => {
  test.each([
    ['a valid entry', { catalogue: good }, 'usable'],
    ['a missing entry', {}, 'not deployed'],
    [
      'a release needing a newer contract, nothing kept to fall back on',
      { catalogue: { ...release('2.0.0', '^3.0.0'), releases: [] } },
      'release 2.0.0 needs contract props ^3.0.0, this host provides 2.0.0',
    ],
    ['a manifest that is not a string', { catalogue: { ...good, manifest: 42 } }, 'malformed registry entry'],
    ['an empty manifest', { catalogue: { ...good, manifest: '' } }, 'malformed registry entry'],
    ['no entry', { catalogue: { ...good, entry: undefined } }, 'malformed registry entry'],
    ['no requirements', { catalogue: { ...good, requires: undefined } }, 'malformed registry entry'],
    ['a range that is not a string', { catalogue: { ...good, requires: { contracts: { props: 2 }, shared: {} } } }, 'malformed registry entry'],
    ['a null entry', { catalogue: null }, 'malformed registry entry'],
    ['a string entry', { catalogue: 'x' }, 'malformed registry entry'],
  ])('%s', (_name, document, expected) => {
    const reading = readRegistry(document, provides);
    if (expected === 'usable') {
      expect(reading.usable.catalogue).toEqual({ release: release('1.2.3') });
    } else {
      expect(reading.usable.catalogue).toBeUndefined();
      expect(reading.rejected).toContainEqual({ remote: 'catalogue', reason: expected });
    }
  });

  test('a current release this host cannot run falls back to the newest kept one it can, and says why', () => {
    const current = release('2.0.0', '^3.0.0');
    const document = { catalogue: { ...current, releases: [current, { broken: true }, release('1.9.0'), release('1.8.0')] } };
    expect(readRegistry(document, provides).usable.catalogue).toEqual({
      release: release('1.9.0'),
      fallback: { from: '2.0.0', reason: 'release 2.0.0 needs contract props ^3.0.0, this host provides 2.0.0' },
    });
  });

  test.each([[null], [undefined], ['text'], [42], [[]]])('a document of %p rejects every remote without throwing', (document) => {
    const reading = readRegistry(document, provides);
    expect(reading.usable).toEqual({});
    expect(reading.rejected).toHaveLength(6);
  });

  test('inherited keys do not count as entries', () => {
    const document = Object.create({ catalogue: good }) as object;
    expect(readRegistry(document, provides).usable.catalogue).toBeUndefined();
  });

  test('unknown remotes in the registry are ignored', () => {
    expect(Object.keys(readRegistry({ unknown: good, catalogue: good }, provides).usable)).toEqual(['catalogue']);
  });
});
