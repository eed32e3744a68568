import { screen } from '@testing-library/react';
import { rawLobbyFixture } from '../../testing/lobbyFixture';
import { renderCatalogue } from '../../testing/renderCatalogue';

describe('ContentPage', () => {
  test('LOADING: a skeleton while the lobby has not arrived', () => {
    renderCatalogue({ path: '/slots' });
    expect(screen.getByTestId('content-skeleton')).toBeTruthy();
  });

  test('LOADED: the page title and its blocks, slug matched without case', () => {
    renderCatalogue({ path: '/SLOTS', lobby: rawLobbyFixture() });
    expect(screen.getByRole('heading', { level: 1, name: 'Slots page' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Heading grid' })).toBeTruthy();
  });

  test('the home page has one address: /home leads to the root', () => {
    renderCatalogue({ path: '/home', lobby: rawLobbyFixture(), probeLocation: true });
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Casino' })).toBeTruthy();
  });

  test('NOT_FOUND: an unknown slug', () => {
    renderCatalogue({ path: '/nope', lobby: rawLobbyFixture() });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/');
  });
});
