import type { BlockType, NavigateType } from '@lobby/shared';
import { blockListingPath, hasListing } from './blockPaths';
import { resolveNavigationTarget, type NavigationCatalogue } from './resolveNavigationTarget';

const block = (id: string, type: BlockType, showMore = true, slug = `${id}-slug`) => ({
  id,
  type,
  showMore,
  slug,
  heading: `Heading ${id}`,
});

const catalogue: NavigationCatalogue = {
  pages: [{ slug: 'home' }, { slug: 'slots' }, { slug: 'live casino' }],
  blocks: [
    block('top', 'standard'),
    block('fav', 'favorites'),
    block('rec', 'recent'),
    block('hidden', 'grid', false),
    block('ban', 'banner'),
    block('prov', 'providers'),
    block('slots', 'grid'),
  ],
};

describe('resolveNavigationTarget', () => {
  test.each<[string, NavigateType, string]>([
    ['slots', 'page', '/slots'],
    ['SLOTS', 'page', '/slots'],
    ['/slots', 'page', '/slots'],
    ['home', 'page', '/'],
    ['live casino', 'page', '/live%20casino'],
    ['top', 'page', '/'],
    ['top', 'block', '/listing-widget/top?heading=Heading+top'],
    ['top-slug', 'block', '/listing-widget/top?heading=Heading+top'],
    ['fav', 'block', '/favorites/fav'],
    ['rec', 'any', '/recent/rec'],
    ['hidden', 'block', '/'],
    ['ban', 'block', '/'],
    ['prov', 'any', '/'],
    ['slots', 'any', '/slots'],
    ['slots', 'block', '/listing-widget/slots?heading=Heading+slots'],
    ['nowhere', 'any', '/'],
    ['', 'any', '/'],
    ['__proto__', 'any', '/'],
    ['constructor', 'block', '/'],
  ])('%p as %p -> %p', (target, type, path) => {
    expect(resolveNavigationTarget(target, type, catalogue)).toBe(path);
  });

  test('a wrong-typed target goes to the root', () => {
    expect(resolveNavigationTarget(7 as unknown as string, 'any', catalogue)).toBe('/');
  });
});

describe('hasListing / blockListingPath', () => {
  test.each<[BlockType, boolean, boolean]>([
    ['standard', true, true],
    ['standard', false, false],
    ['grid', true, true],
    ['firstDouble', true, true],
    ['featured', true, true],
    ['favorites', true, true],
    ['recent', true, true],
    ['freespin', true, true],
    ['banner', true, false],
    ['poker-banner', true, false],
    ['navigation', true, false],
    ['providers', true, false],
  ])('%p with showMore %p -> %p', (type, showMore, expected) => {
    expect(hasListing({ type, showMore })).toBe(expected);
  });

  test.each<[ReturnType<typeof block>, string | undefined, string]>([
    [block('a/b', 'standard'), undefined, '/listing-widget/a%2Fb?heading=Heading+a%2Fb'],
    [block('x', 'grid'), 'home', '/listing-widget/x?heading=Heading+x&from=home'],
    [block('r', 'recent'), 'home', '/recent/r'],
    [block('f', 'favorites'), undefined, '/favorites/f'],
  ])('%p from %p -> %p', (item, from, path) => {
    expect(blockListingPath(item, from)).toBe(path);
  });
});
