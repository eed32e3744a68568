import type { BlockType, BlockWidth, Platform } from '@lobby/shared';
import { blockArtworkLoading, firstViewBlockCount, firstViewFetches, itemArtworkLoading } from './artworkLoading';

const block = (id: string, type: BlockType, width: BlockWidth = 'full', platforms: readonly Platform[] = []) => ({
  id,
  type,
  width,
  platforms,
});

describe('blockArtworkLoading', () => {
  test.each([
    [
      'a banner first, then one row of tiles on a desktop',
      [block('b', 'banner'), block('s1', 'standard'), block('s2', 'standard')],
      'desktop',
      { b: 'high', s1: 'eager' },
    ],
    [
      'two rows of tiles on a phone',
      [block('b', 'banner'), block('s1', 'standard'), block('s2', 'standard'), block('s3', 'grid')],
      'mobile',
      { b: 'high', s1: 'eager', s2: 'eager' },
    ],
    [
      'tiles first',
      [block('s1', 'standard'), block('b', 'banner'), block('g', 'grid')],
      'desktop',
      { s1: 'high', b: 'eager' },
    ],
    [
      'half blocks share a row',
      [block('b', 'banner'), block('f', 'favorites', 'half'), block('r', 'recent', 'half'), block('s', 'standard')],
      'desktop',
      { b: 'high', f: 'eager', r: 'eager' },
    ],
    [
      'thirds fill a row, the fourth block starts the next',
      [
        block('a', 'grid', 'third'),
        block('b', 'grid', 'third'),
        block('c', 'grid', 'third'),
        block('d', 'grid', 'quarter'),
      ],
      'desktop',
      { a: 'high', b: 'eager', c: 'eager', d: 'eager' },
    ],
    [
      "the player's tiles are eager but never the lead: their games arrive later",
      [block('f', 'favorites'), block('s', 'standard'), block('g', 'grid')],
      'mobile',
      { f: 'eager', s: 'high', g: 'eager' },
    ],
    [
      'blocks without artwork take no row',
      [block('n', 'navigation'), block('p', 'providers'), block('pb', 'poker-banner'), block('d', 'firstDouble')],
      'desktop',
      { pb: 'high', d: 'eager' },
    ],
    [
      'a block not on this platform skipped',
      [block('b', 'banner', 'full', ['mobile']), block('s', 'featured'), block('g', 'grid', 'full', ['desktop'])],
      'desktop',
      { s: 'high', g: 'eager' },
    ],
    [
      'the same blocks on the other platform',
      [block('b', 'banner', 'full', ['mobile']), block('s', 'featured'), block('g', 'grid', 'full', ['desktop'])],
      'mobile',
      { b: 'high', s: 'eager' },
    ],
    ['no artwork at all', [block('n', 'navigation')], 'desktop', {}],
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

describe('firstViewFetches', () => {
  test.each([
    ['high', 'desktop', true],
    ['high', 'mobile', true],
    ['eager', 'desktop', true],
    ['eager', 'mobile', false],
    ['lazy', 'desktop', false],
    ['lazy', 'mobile', false],
  ] as const)('%s artwork in the %s first view: fetched %p', (loading, layout, expected) => {
    expect(firstViewFetches(loading, layout)).toBe(expected);
  });
});

describe('firstViewBlockCount', () => {
  test.each([
    [
      'a banner and a row of tiles of four blocks',
      [block('b', 'banner'), block('s1', 'standard'), block('s2', 'standard'), block('s3', 'grid')],
      'desktop',
      2,
    ],
    [
      'a heading-only block before the banner is part of it',
      [block('l', 'navigation'), block('b', 'banner'), block('s1', 'standard'), block('s2', 'grid')],
      'desktop',
      3,
    ],
    [
      'two tile rows on a phone',
      [block('b', 'banner'), block('s1', 'standard'), block('s2', 'standard'), block('s3', 'grid')],
      'mobile',
      3,
    ],
    ['no artwork: every block', [block('l', 'navigation'), block('m', 'providers')], 'desktop', 2],
    ['no blocks', [], 'desktop', 0],
  ] as const)('%s', (_name, blocks, platform, count) => {
    expect(firstViewBlockCount(blocks, blockArtworkLoading(blocks, platform))).toBe(count);
  });
});
