import type { BlockType, Platform } from '@lobby/shared';
import { blockArtworkLoading, itemArtworkLoading } from './artworkLoading';

const block = (id: string, type: BlockType, platforms: readonly Platform[] = []) => ({ id, type, platforms });

describe('blockArtworkLoading', () => {
  test.each([
    [
      'a banner first',
      [block('b', 'banner'), block('s1', 'standard'), block('s2', 'standard')],
      'desktop',
      { b: 'high', s1: 'eager' },
    ],
    [
      'tiles first',
      [block('s1', 'standard'), block('b', 'banner'), block('g', 'grid')],
      'desktop',
      { s1: 'high', b: 'eager' },
    ],
    [
      'blocks without artwork skipped',
      [
        block('n', 'navigation'),
        block('f', 'favorites'),
        block('p', 'providers'),
        block('pb', 'poker-banner'),
        block('d', 'firstDouble'),
      ],
      'mobile',
      { pb: 'high', d: 'eager' },
    ],
    [
      'a block not on this platform skipped',
      [block('b', 'banner', ['mobile']), block('s', 'featured'), block('g', 'grid', ['desktop'])],
      'desktop',
      { s: 'high', g: 'eager' },
    ],
    [
      'the same block on the other platform',
      [block('b', 'banner', ['mobile']), block('s', 'featured')],
      'mobile',
      { b: 'high', s: 'eager' },
    ],
    ['no artwork at all', [block('n', 'navigation'), block('r', 'recent')], 'desktop', {}],
    ['no blocks', [], 'desktop', {}],
  ] as const)('%s', (_case, blocks, platform, expected) => {
    expect(Object.fromEntries(blockArtworkLoading(blocks, platform))).toEqual(expected);
  });
});

describe('itemArtworkLoading', () => {
  test.each([
    ['high', 0, 7, 'high'],
    ['high', 6, 7, 'high'],
    ['high', 7, 7, 'lazy'],
    ['eager', 0, 1, 'eager'],
    ['eager', 1, 1, 'lazy'],
    ['lazy', 0, 7, 'lazy'],
  ] as const)('%s block, item %p, first row %p -> %p', (blockLoading, index, firstRow, expected) => {
    expect(itemArtworkLoading(blockLoading, index, firstRow)).toBe(expected);
  });
});
