import { within } from '@testing-library/react';
import type { RawLink } from '@lobby/shared';
import { rawLobbyFixture } from '../../testing/lobbyFixture';
import { renderCatalogue } from '../../testing/renderCatalogue';

function rawLink(id: string, overrides: Partial<RawLink>): RawLink {
  return {
    id,
    slug: id,
    type: 'default',
    game: null,
    pageTitle: id,
    url: null,
    startDate: null,
    endDate: null,
    ...overrides,
  };
}

const LINKS: readonly RawLink[] = [
  rawLink('slots', { pageTitle: 'Slots' }),
  rawLink('play', { type: 'game', game: 'bragg:alpha', pageTitle: 'Play Alpha' }),
  rawLink('site', { type: 'external', url: 'https://example.test/news', pageTitle: 'News' }),
  rawLink('my-favs', { type: 'favorites', pageTitle: 'My favourites' }),
  rawLink('bonuses', { type: 'bonus', pageTitle: 'Bonuses' }),
  rawLink('haba', { type: 'path', url: '/provider-games/haba', pageTitle: 'Habanero games' }),
  rawLink('dead', { type: 'game', game: 'bragg:missing', pageTitle: 'Missing game' }),
];

function renderNavigation() {
  const lobby = rawLobbyFixture({
    pages: [
      { id: 'p-home', slug: 'home', title: 'Home', blocks: ['nav'] },
      { id: 'p-slots', slug: 'slots', title: 'Slots', blocks: [] },
    ],
    links: LINKS,
  });
  const result = renderCatalogue({ lobby });
  return { ...result, nav: result.getByRole('navigation', { name: 'Heading nav' }) };
}

describe('NavigationBlock', () => {
  test('route links by type: page by slug, favourites, bonus, a plain path', () => {
    const { nav } = renderNavigation();
    const href = (name: string) => within(nav).getByRole('link', { name }).getAttribute('href');
    expect(href('Slots')).toBe('/slots');
    expect(href('My favourites')).toBe('/favorites/my-favs');
    expect(href('Bonuses')).toBe('/bonus');
    expect(href('Habanero games')).toBe('/provider-games/haba');
  });

  test('game and external links are buttons: they ask rather than go (LinkActionItem)', () => {
    const { nav } = renderNavigation();
    expect(within(nav).getByRole('button', { name: 'Play Alpha' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'News' })).toBeTruthy();
  });

  test('a link to a game the lobby does not have is left out', () => {
    const { nav } = renderNavigation();
    expect(within(nav).queryByText('Missing game')).toBeNull();
  });
});
