import type { Game, Link } from '@lobby/domain';
import { linkAction } from './linkAction';

const GAME = { code: 'g1', aggregator: 'bragg' } as Game;

function link(overrides: Partial<Link> & Pick<Link, 'type'>): Link {
  return {
    id: 'link-1',
    slug: 'slots',
    game: null,
    pageTitle: 'Slots',
    url: null,
    startDate: null,
    endDate: null,
    ...overrides,
  };
}

describe('linkAction', () => {
  test.each([
    ['default', link({ type: 'default' }), { kind: 'navigate', path: '/slots' }],
    ['default, encoded', link({ type: 'default', slug: 'a b' }), { kind: 'navigate', path: '/a%20b' }],
    ['favorites', link({ type: 'favorites' }), { kind: 'navigate', path: '/favorites/link-1' }],
    ['bonus', link({ type: 'bonus' }), { kind: 'navigate', path: '/bonus' }],
    ['path', link({ type: 'path', url: '/provider-games/bragg' }), { kind: 'navigate', path: '/provider-games/bragg' }],
    ['path, not a lobby path', link({ type: 'path', url: 'https://x.example/' }), { kind: 'none' }],
    ['path, protocol-relative', link({ type: 'path', url: '//x.example/' }), { kind: 'none' }],
    ['path without url', link({ type: 'path' }), { kind: 'none' }],
    ['game', link({ type: 'game', game: GAME }), { kind: 'launch', gameCode: 'g1', aggregator: 'bragg' }],
    ['unknown game', link({ type: 'game' }), { kind: 'none' }],
    ['external', link({ type: 'external', url: 'https://x.example/' }), { kind: 'external', url: 'https://x.example/' }],
    ['external without url', link({ type: 'external' }), { kind: 'none' }],
  ] as const)('%s', (_name, input, expected) => {
    expect(linkAction(input)).toEqual(expected);
  });
});
