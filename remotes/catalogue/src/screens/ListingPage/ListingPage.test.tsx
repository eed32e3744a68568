import { fireEvent, screen, within } from '@testing-library/react';
import { rawLobbyFixture } from '../../testing/lobbyFixture';
import { renderCatalogue } from '../../testing/renderCatalogue';

/** The visible title of each card, without the player count and favourite toggle text. */
function cardTitles(): string[] {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace(/\d+ playing$/, ''))
    .map((text) => text.replace(/Favourite.*$/, ''));
}

describe('ListingPage', () => {
  test('LOADING: a skeleton', () => {
    renderCatalogue({ path: '/listing-widget/standard' });
    expect(screen.getByTestId('content-skeleton')).toBeTruthy();
  });

  test('LOADED: the query heading, newest first by default, a back link to from', () => {
    renderCatalogue({ path: '/listing-widget/standard?heading=Top%20picks&from=%2Fslots', lobby: rawLobbyFixture() });
    expect(screen.getByRole('heading', { level: 2, name: 'Top picks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/slots');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('new');
    expect(cardTitles()).toEqual(['Alpha', 'Charlie', 'Bravo']);
  });

  test.each([
    ['popular', ['Bravo', 'Charlie', 'Alpha']],
    ['az', ['Alpha', 'Bravo', 'Charlie']],
    ['za', ['Charlie', 'Bravo', 'Alpha']],
  ])('sorting by %s', (option, expected) => {
    renderCatalogue({ path: '/listing-widget/standard', lobby: rawLobbyFixture() });
    expect(screen.getByRole('heading', { level: 2, name: 'Heading standard' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: option } });
    expect(cardTitles()).toEqual(expected);
  });

  test('NOT_FOUND: an unknown block id', () => {
    renderCatalogue({ path: '/listing-widget/missing', lobby: rawLobbyFixture() });
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });
});
