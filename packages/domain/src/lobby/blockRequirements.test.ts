import { BLOCK_TYPES, type BlockType } from '@lobby/shared';
import { BLOCK_CONTENT_REQUIREMENTS, hasRequiredContent } from './blockRequirements';

const empty = { games: [], banners: [], pokerBanners: [], suppliers: [] };

describe('hasRequiredContent', () => {
  test.each<[BlockType, boolean]>([
    ['banner', false],
    ['poker-banner', false],
    ['standard', false],
    ['grid', false],
    ['firstDouble', false],
    ['featured', false],
    ['providers', false],
    ['favorites', true],
    ['recent', true],
    ['freespin', true],
    ['navigation', true],
  ])('an empty %p block is kept: %p', (type, expected) => {
    expect(hasRequiredContent({ type, ...empty })).toBe(expected);
  });

  test.each<[BlockType, keyof typeof empty]>([
    ['banner', 'banners'],
    ['poker-banner', 'pokerBanners'],
    ['standard', 'games'],
    ['grid', 'games'],
    ['providers', 'suppliers'],
  ])('%p is kept with one item in %p', (type, list) => {
    expect(hasRequiredContent({ type, ...empty, [list]: [{}] })).toBe(true);
  });

  test('a banner block with games but no banners is dropped', () => {
    expect(hasRequiredContent({ type: 'banner', ...empty, games: [{}] })).toBe(false);
  });

  test('every block type has a rule', () => {
    expect(Object.keys(BLOCK_CONTENT_REQUIREMENTS).sort()).toEqual([...BLOCK_TYPES].sort());
  });
});
