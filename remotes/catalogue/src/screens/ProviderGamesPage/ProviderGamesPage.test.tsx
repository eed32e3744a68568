import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cardTitles } from '../../testing/cardTitles';
import { rawLobbyFixture } from '../../testing/lobbyFixture';
import { renderCatalogue } from '../../testing/renderCatalogue';

// The screen itself, not its lazy wrapper (LazyGameListScreen.test.tsx covers that).
jest.mock('../../components/GameListScreen', () => jest.requireActual('../../components/GameListScreen/GameListScreen'));

describe('ProviderGamesPage', () => {
  test('LOADING: a skeleton', async () => {
    renderCatalogue({ path: '/provider-games/haba' });
    expect(screen.getByTestId('content-skeleton')).toBeTruthy();
  });

  test("LOADED: the supplier's name and only its games", async () => {
    renderCatalogue({ path: '/provider-games/HABA', lobby: rawLobbyFixture() });
    expect(screen.getByRole('heading', { level: 2, name: 'Habanero' })).toBeTruthy();
    const list = screen.getByRole('list');
    expect(await within(list).findByRole('button', { name: /^Charlie\b/ })).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  });

  test('NOT_FOUND: an unknown supplier', async () => {
    renderCatalogue({ path: '/provider-games/nobody', lobby: rawLobbyFixture() });
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });
});

describe('ProviderGamesPage choices', () => {
  test('sorted newest first by default; the sort is kept in ?sort=', async () => {
    renderCatalogue({ path: '/provider-games/bragg', lobby: rawLobbyFixture(), probeLocation: true });
    const titles = () => cardTitles(screen.getByRole('list'));
    await waitFor(() => expect(titles().slice(0, 2)).toEqual(['Alpha', 'Bravo']));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'za' } });
    // Titles compare numerically: 14 after 9.
    await waitFor(() => expect(titles()[0]).toBe('Game many14'));
    expect(screen.getByTestId('location').textContent).toBe('/provider-games/bragg?sort=za');
  });

  test('the provider select switches to another provider with games, keeping the sort', async () => {
    renderCatalogue({ path: '/provider-games/bragg?sort=az', lobby: rawLobbyFixture(), probeLocation: true });
    const select = screen.getByLabelText('Provider') as HTMLSelectElement;
    expect(select.value).toBe('bragg');
    expect([...select.options].map((option) => option.textContent)).toEqual(['Bragg Gaming', 'Habanero']);
    fireEvent.change(select, { target: { value: 'haba' } });
    expect(screen.getByTestId('location').textContent).toBe('/provider-games/haba?sort=az');
    expect(screen.getByRole('heading', { level: 2, name: 'Habanero' })).toBeTruthy();
  });
});
