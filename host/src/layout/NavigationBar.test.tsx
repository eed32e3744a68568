import { act, fireEvent, screen } from '@testing-library/react';
import type { RawLink } from '@lobby/shared';
import { FIXTURE_GAME, rawLobby } from '../testing/lobbyFixture';
import { renderWithBus } from '../testing/renderWithBus';
import { NavigationBar } from './NavigationBar';

function link(id: string, type: RawLink['type'], extra: Partial<RawLink> = {}): RawLink {
  return {
    id,
    slug: id,
    type,
    game: null,
    pageTitle: `Title ${id}`,
    url: null,
    startDate: null,
    endDate: null,
    ...extra,
  };
}

const LINKS: RawLink[] = [
  link('slots', 'default'),
  link('fav', 'favorites'),
  link('game', 'game', { game: 'bragg:g1' }),
  link('ext', 'external', { url: 'https://x.example/' }),
  link('past', 'default', { startDate: '2000-01-01T00:00:00Z', endDate: '2000-02-01T00:00:00Z' }),
];

function setup(showNavigation = true) {
  const rendered = renderWithBus(<NavigationBar platform="mobile" />);
  act(() =>
    rendered.bus.emit('lobby:dataChanged', {
      ...rawLobby(),
      games: [FIXTURE_GAME],
      links: LINKS,
      pages: [{ id: 'p-slots', slug: 'slots', title: 'Slots', blocks: [] }],
      showNavigation,
    }),
  );
  return rendered;
}

describe('NavigationBar', () => {
  test('shows the links within their window', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Lobby sections' });
    // Under the header's 56 px, the links take the rest of the SPEC's 105 px.
    expect(getComputedStyle(nav).height).toBe('49px');
    expect(screen.getByRole('link', { name: 'Title slots' }).isConnected).toBe(true);
    expect(screen.queryByText('Title past')).toBeNull();
  });

  test('page links navigate', () => {
    setup();
    fireEvent.click(screen.getByRole('link', { name: 'Title fav' }));
    expect(screen.getByTestId('path').textContent).toBe('/favorites/fav');
  });

  test('a game link and an external link are buttons (they ask rather than go)', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Title game' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Title ext' })).toBeTruthy();
  });

  test('hidden when the lobby says so', () => {
    setup(false);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
