import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cardTitles } from '../../testing/cardTitles';
import { rawBlock, rawGame, rawLobbyFixture } from '../../testing/lobbyFixture';
import { renderCatalogue } from '../../testing/renderCatalogue';
import { GAMES_PAGE_SIZE } from '@lobby/connected';

const titles = (): string[] => cardTitles(screen.getByRole('list'));

const location = () => screen.getByTestId('location').textContent;

// The screen itself, not its lazy wrapper (LazyGameListScreen.test.tsx covers that).
jest.mock('../../components/GameListScreen', () => jest.requireActual('../../components/GameListScreen/GameListScreen'));

describe('ListingPage', () => {
  test('LOADING: a skeleton', async () => {
    renderCatalogue({ path: '/listing-widget/standard' });
    expect(screen.getByTestId('content-skeleton')).toBeTruthy();
  });

  test('LOADED: the query heading, newest first by default, a back link to from', async () => {
    renderCatalogue({ path: '/listing-widget/standard?heading=Top%20picks&from=%2Fslots', lobby: rawLobbyFixture() });
    expect(screen.getByRole('heading', { level: 2, name: 'Top picks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe('/slots');
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('new');
    await waitFor(() => expect(titles()).toEqual(['Alpha', 'Charlie', 'Bravo']));
  });

  test.each([
    ['popular', ['Bravo', 'Charlie', 'Alpha']],
    ['az', ['Alpha', 'Bravo', 'Charlie']],
    ['za', ['Charlie', 'Bravo', 'Alpha']],
  ])('sorting by %s, kept in ?sort=', async (option, expected) => {
    renderCatalogue({ path: '/listing-widget/standard', lobby: rawLobbyFixture(), probeLocation: true });
    expect(screen.getByRole('heading', { level: 2, name: 'Heading standard' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: option } });
    await waitFor(() => expect(titles()).toEqual(expected));
    expect(location()).toBe(`/listing-widget/standard?sort=${option}`);
  });

  test("a free-spins block's listing shows the player's free-round games", async () => {
    renderCatalogue({
      path: '/listing-widget/free',
      lobby: rawLobbyFixture(),
      prepareBus: (bus) =>
        bus.emit('freeRounds:changed', [
          { game: { gameCode: 'bravo', aggregator: 'bragg' }, rounds: 10, expiresAt: null },
          { game: { gameCode: 'charlie', aggregator: 'haba' }, rounds: 5, expiresAt: null },
        ]),
    });
    await waitFor(() => expect(titles()).toEqual(['Charlie', 'Bravo']));
  });

  test('the sort is read back from the query', async () => {
    renderCatalogue({ path: '/listing-widget/standard?sort=az', lobby: rawLobbyFixture() });
    expect((screen.getByLabelText('Sort by') as HTMLSelectElement).value).toBe('az');
    await waitFor(() => expect(titles()).toEqual(['Alpha', 'Bravo', 'Charlie']));
  });

  test('the sort and the provider are the server’s to apply: each choice asks for the first page again', async () => {
    const { gamesCalls } = renderCatalogue({ path: '/listing-widget/standard?sort=popular&provider=haba', lobby: rawLobbyFixture() });
    await waitFor(() => expect(titles()).toEqual(['Charlie']));
    expect(gamesCalls).toEqual([
      expect.objectContaining({ block: 'standard', suppliers: ['haba'], sort: 'popular', offset: 0, limit: GAMES_PAGE_SIZE }),
    ]);
  });

  test('the provider filter offers the suppliers with games here, kept in ?provider=', async () => {
    renderCatalogue({ path: '/listing-widget/standard', lobby: rawLobbyFixture(), probeLocation: true });
    const select = screen.getByLabelText('Provider') as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'All providers',
      'Bragg Gaming',
      'Habanero',
    ]);
    fireEvent.change(select, { target: { value: 'haba' } });
    await waitFor(() => expect(titles()).toEqual(['Charlie']));
    expect(location()).toBe('/listing-widget/standard?provider=haba');
    fireEvent.change(select, { target: { value: '' } });
    await waitFor(() => expect(titles()).toHaveLength(3));
    expect(location()).toBe('/listing-widget/standard');
  });

  test('the provider is read back from the query; an unknown one means every provider', async () => {
    renderCatalogue({ path: '/listing-widget/standard?provider=bragg&sort=za', lobby: rawLobbyFixture() });
    await waitFor(() => expect(titles()).toEqual(['Bravo', 'Alpha']));
  });

  test('an unknown provider in the query shows every game', async () => {
    renderCatalogue({ path: '/listing-widget/standard?provider=nobody', lobby: rawLobbyFixture() });
    expect((screen.getByLabelText('Provider') as HTMLSelectElement).value).toBe('');
    await waitFor(() => expect(titles()).toHaveLength(3));
  });

  test('20,000 games: only a window of rows is in the DOM, the whole list is reserved', async () => {
    const codes = Array.from({ length: 20_000 }, (_, index) => `g${index}`);
    const lobby = rawLobbyFixture({
      games: codes.map((code, index) => rawGame(code, { title: `Game ${index}`, releasedAt: '2024-01-01T00:00:00Z' })),
      blocks: [rawBlock('huge', { games: codes.map((code) => `bragg:${code}`) })],
      pages: [{ id: 'p-home', slug: 'home', title: 'Home', blocks: ['huge'] }],
    });
    renderCatalogue({ path: '/listing-widget/huge', lobby });
    const list = screen.getByTestId('virtual-game-grid');
    // The first page arrives; the rows beyond it stay reserved.
    await within(list).findAllByRole('button', { name: /^Game \d+\b/ });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(200);
    // Every card says where it stands in the whole list, for assistive technology.
    expect(cards[0]?.getAttribute('aria-setsize')).toBe('20000');
    expect(cards[0]?.getAttribute('aria-posinset')).toBe('1');
    // Rows of 7, each reserved at its final height: the scroll height is all 2,858 rows.
    const rowHeight = Number.parseFloat(list.querySelector<HTMLElement>('[data-row-index]')?.style.height ?? '0');
    expect(rowHeight).toBeGreaterThan(0);
    expect(Number.parseFloat(list.style.height)).toBeCloseTo(Math.ceil(20_000 / 7) * rowHeight, 0);
    // The cards are real buttons in document order, so Tab reaches them.
    expect(within(cards[0] as HTMLElement).getByRole('button', { name: /^Game \d+\b/ }).tabIndex).toBe(0);
  });

  test('NOT_FOUND: an unknown block id', async () => {
    renderCatalogue({ path: '/listing-widget/missing', lobby: rawLobbyFixture() });
    expect(screen.getByTestId('not-found')).toBeTruthy();
  });
});
