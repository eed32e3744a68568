import { playerListBlock } from './blockPaths';

const BLOCKS = [
  { id: 'favs', type: 'favorites' as const },
  { id: 'recent', type: 'recent' as const },
  { id: 'top', type: 'standard' as const },
];

describe('playerListBlock (the block a /favorites/{id} or /recent/{id} screen names)', () => {
  test.each<['favorites' | 'recent', string | undefined, string | undefined]>([
    ['favorites', 'favs', 'favs'],
    ['recent', 'recent', 'recent'],
    // Another list's block, another type's block, an unknown id, no id: none.
    ['recent', 'favs', undefined],
    ['favorites', 'top', undefined],
    ['favorites', 'gone', undefined],
    ['favorites', undefined, undefined],
  ])('%s %p -> %p', (type, id, expected) => {
    expect(playerListBlock(BLOCKS, type, id)?.id).toBe(expected);
  });
});
