import { act, fireEvent, screen } from '@testing-library/react';
import type { RawLink } from '@lobby/shared';
import { FIXTURE_GAME, rawLobby } from '../testing/lobbyFixture';
import { renderWithBus } from '../testing/renderWithBus';
import { NavigationBar } from './NavigationBar';

function link(id: string, type: RawLink['type'], extra: Partial<RawLink> = {}): RawLink {
  return { id, slug: id, type, game: null, pageTitle: `Title ${id}`, url: null, startDate: null, endDate: null, ...extra };
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
  act(() => rendered.bus.emit('lobby:dataChanged', { ...rawLobby(), games: [FIXTURE_GAME], links: LINKS, showNavigation }));
  return rendered;
}

describe('NavigationBar', () => {
  test('shows the links within their window', () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Lobby sections' });
    expect(getComputedStyle(nav).height).toBe('105px');
    expect(screen.getByRole('link', { name: 'Title slots' }).isConnected).toBe(true);
    expect(screen.queryByText('Title past')).toBeNull();
  });

  test('page links navigate', () => {
    setup();
    fireEvent.click(screen.getByRole('link', { name: 'Title fav' }));
    expect(screen.getByTestId('path').textContent).toBe('/favorites/fav');
  });

  test('a game link asks for a launch, an external one asks the shell', () => {
    const { bus, sent } = setup();
    const launches: unknown[] = [];
    bus.on$('game:launchRequested').subscribe((request) => launches.push(request));
    fireEvent.click(screen.getByRole('button', { name: 'Title game' }));
    fireEvent.click(screen.getByRole('button', { name: 'Title ext' }));
    expect(launches).toEqual([{ gameCode: 'g1', aggregator: 'bragg' }]);
    expect(sent).toEqual([{ type: 'openExternalLink', payload: { url: 'https://x.example/' } }]);
  });

  test('hidden when the lobby says so', () => {
    setup(false);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
