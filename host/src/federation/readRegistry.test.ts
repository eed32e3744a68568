import { CONTRACT_VERSION } from '@lobby/shared';
import { readRegistry } from './readRegistry';

const good = {
  version: '1.2.3',
  manifest: '/remotes/catalogue/1.2.3/mf-manifest.json',
  entry: '/remotes/catalogue/1.2.3/remoteEntry.js',
  contract: CONTRACT_VERSION,
};

describe('readRegistry', () => {
  test.each([
    ['a valid entry', { catalogue: good }, 'usable'],
    ['a missing entry', {}, 'not deployed'],
    ['another contract version', { catalogue: { ...good, contract: CONTRACT_VERSION + 1 } }, `contract ${CONTRACT_VERSION + 1}, host expects ${CONTRACT_VERSION}`],
    ['a manifest that is not a string', { catalogue: { ...good, manifest: 42 } }, 'malformed registry entry'],
    ['an empty manifest', { catalogue: { ...good, manifest: '' } }, 'malformed registry entry'],
    ['no entry', { catalogue: { ...good, entry: undefined } }, 'malformed registry entry'],
    ['a null entry', { catalogue: null }, 'malformed registry entry'],
    ['a string entry', { catalogue: 'x' }, 'malformed registry entry'],
  ])('%s', (_name, document, expected) => {
    const reading = readRegistry(document);
    if (expected === 'usable') {
      expect(reading.usable.catalogue).toEqual(good);
    } else {
      expect(reading.usable.catalogue).toBeUndefined();
      expect(reading.rejected).toContainEqual({ remote: 'catalogue', reason: expected });
    }
  });

  test.each([[null], [undefined], ['text'], [42], [[]]])('a document of %p rejects every remote without throwing', (document) => {
    const reading = readRegistry(document);
    expect(reading.usable).toEqual({});
    expect(reading.rejected).toHaveLength(6);
  });

  test('inherited keys do not count as entries', () => {
    const document = Object.create({ catalogue: good }) as object;
    expect(readRegistry(document).usable.catalogue).toBeUndefined();
  });

  test('unknown remotes in the registry are ignored', () => {
    expect(Object.keys(readRegistry({ unknown: good, catalogue: good }).usable)).toEqual(['catalogue']);
  });
});
