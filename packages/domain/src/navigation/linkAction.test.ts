import type { Game, Link } from '../entities/types';
import { rawLink } from '@lobby/testing';
import { linkAction } from './linkAction';

const game = { key: 'bragg:alpha', code: 'alpha', aggregator: 'bragg' } as Game;

const PAGE_SLUGS = ['home', 'live casino', 'slots'];

function link(overrides: Partial<Link>): Link {
  return { ...rawLink(), game: null, ...overrides };
}

describe('linkAction', () => {
  test.each<[string, Partial<Link>, ReturnType<typeof linkAction>]>([
    [
      'default -> the page by slug',
      { type: 'default', slug: 'live casino' },
      { kind: 'route', path: '/live%20casino' },
    ],
    ['default to the home page -> the root', { type: 'default', slug: 'Home' }, { kind: 'route', path: '/' }],
    ['default to a page the lobby lacks', { type: 'default', slug: 'weekend-drops' }, null],
    ['default without a slug', { type: 'default', slug: '' }, null],
    ['favorites -> /favorites/{id}', { type: 'favorites', id: 'fav-1' }, { kind: 'route', path: '/favorites/fav-1' }],
    ['bonus -> /bonus', { type: 'bonus' }, { kind: 'route', path: '/bonus' }],
    [
      'path -> that path',
      { type: 'path', url: '/provider-games/haba' },
      { kind: 'route', path: '/provider-games/haba' },
    ],
    ['path without a slash', { type: 'path', url: 'bonus/7' }, { kind: 'route', path: '/bonus/7' }],
    ['path to another origin is refused', { type: 'path', url: 'https://evil.test/' }, null],
    ['path protocol-relative is refused', { type: 'path', url: '//evil.test/' }, null],
    ['game -> launch', { type: 'game', game }, { kind: 'launch', game }],
    ['game without a known game', { type: 'game', game: null }, null],
    [
      'external -> the shell',
      { type: 'external', url: 'https://example.test/x' },
      { kind: 'external', url: 'https://example.test/x' },
    ],
    ['external without a url', { type: 'external', url: null }, null],
    ['external with a script url', { type: 'external', url: 'javascript:alert(1)' }, null],
  ])('%s', (_name, overrides, expected) => {
    expect(linkAction(link(overrides), PAGE_SLUGS)).toEqual(expected);
  });
});
