import * as domain from './index';

// What another workspace imports of the index is checked for every package by
// .ci/publicApi.test.ts (STYLE: export nothing speculative).
describe('public API', () => {
  test('no export is undefined', () => {
    const missing = Object.entries(domain)
      .filter(([, value]) => value === undefined)
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });
});
