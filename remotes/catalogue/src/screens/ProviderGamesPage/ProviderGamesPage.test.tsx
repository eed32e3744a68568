import { screen, within } from '@testing-library/react';
import { rawLobbyFixture } from '../../testing/lobbyFixture';
import { renderCatalogue } from '../../testing/renderCatalogue';

describe('ProviderGamesPage', () => {
  test('LOADING: a skeleton', () => {
    renderCatalogue({ path: '/provider-games/haba' });
    expect(screen.getByTestId('content-skeleton')).toBeTruthy();
  });

  test("LOADED: the supplier's name and only its games", () => {
    renderCatalogue({ path: '/provider-games/HABA', lobby: rawLobbyFixture() });
    expect(screen.getByRole('heading', { level: 2, name: 'Habanero' })).toBeTruthy();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('button', { name: 'Charlie' })).toBeTruthy();
  });

  test('NOT_FOUND: an unknown supplier', () => {
    renderCatalogue({ path: '/provider-games/nobody', lobby: rawLobbyFixture() });
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });
});
