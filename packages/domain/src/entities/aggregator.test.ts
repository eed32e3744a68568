import { MAIN_AGGREGATOR, normaliseAggregator } from './aggregator';

describe('normaliseAggregator', () => {
  test.each<[unknown, string]>([
    ['bragg', 'bragg'],
    ['oryx', 'bragg'],
    ['ORYX', 'bragg'],
    ['  Haba ', 'haba'],
    ['asiagaming', 'asiagaming'],
    ['', MAIN_AGGREGATOR],
    ['   ', MAIN_AGGREGATOR],
    [null, MAIN_AGGREGATOR],
    [undefined, MAIN_AGGREGATOR],
    [42, MAIN_AGGREGATOR],
    [{}, MAIN_AGGREGATOR],
    ['__proto__', '__proto__'],
    ['unknown-supplier', 'unknown-supplier'],
  ])('%p -> %p', (input, expected) => {
    expect(normaliseAggregator(input)).toBe(expected);
  });
});
