import { rawGame } from '@lobby/testing';
import type { RawGame, RawGameFacts, RawGamesPage } from '@lobby/shared';
import type { SearchGamesOnServer } from '@lobby/connected';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SEARCH_SETTLED_MS } from './hooks/useTrackSearch';
import { renderSearch } from './testing/renderSearch';

const game = (
  code: string,
  title: string,
  supplier: string,
  playingCount: number,
  releasedAt = '2024-01-01T00:00:00Z',
): RawGame => rawGame({ code, title, rawTitle: code, supplier, playingCount, releasedAt });

const CATALOGUE = [
  game('gates', 'Gates of Olympus', 'pragmatic', 900, '2023-05-01T00:00:00Z'),
  game('sweet', 'Sweet Bonanza', 'pragmatic', 800, '2024-03-01T00:00:00Z'),
  game('dragon', 'Dragon Tiger', 'evolution', 50),
  game('cafe', 'Café Royale', 'netent', 10),
  game('olymp', 'Olympus Rising', 'netent', 20, '2025-01-01T00:00:00Z'),
];
const SUPPLIERS = [
  { code: 'pragmatic', name: 'Pragmatic Play', images: { desktop: null, mobile: null } },
  { code: 'evolution', name: 'Evolution', images: { desktop: null, mobile: null } },
  { code: 'netent', name: 'NetEnt', images: { desktop: null, mobile: null } },
];

/** Games with their facts (issue #34): what the index says of their volatility and RTP. */
const withFacts = (raw: RawGame, facts: Pick<RawGameFacts, 'rtp' | 'volatility'> | null): RawGame => ({
  ...raw,
  facts: facts === null ? null : { maxWin: null, lines: null, ways: null, rules: null, ...facts },
});
const FACTS_CATALOGUE = [
  withFacts(game('gates', 'Gates of Olympus', 'pragmatic', 900), { rtp: 96.5, volatility: 'high' }),
  withFacts(game('rising', 'Olympus Rising', 'netent', 20), { rtp: 97.1, volatility: 'low' }),
  withFacts(game('nights', 'Olympus Nights', 'netent', 50), null),
  withFacts(game('zeus', 'Zeus of Olympus', 'pragmatic', 10), { rtp: 94.2, volatility: 'veryHigh' }),
];

async function openPanel(): Promise<HTMLInputElement> {
  fireEvent.click(screen.getByRole('button', { name: /Search games/ }));
  return (await screen.findByRole('searchbox', { name: 'Search games' })) as HTMLInputElement;
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const status = () => screen.getByTestId('search-status');
const resultTitles = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');

// The panel is a lazy chunk: compiled once here, so each test's first open waits only for React.
beforeAll(() => import('./components/SearchPanel'));
beforeEach(() => window.localStorage.clear());

describe('search panel', () => {
  test("'/' opens it with the search box focused; Escape closes it and focus returns to the entry", async () => {
    renderSearch({ catalogue: CATALOGUE, suppliers: SUPPLIERS });
    fireEvent.keyDown(window, { key: '/' });
    const input = await screen.findByRole('searchbox', { name: 'Search games' }, { timeout: 5000 });
    expect(screen.getByRole('dialog', { name: 'Search games' })).toBeTruthy();
    expect(document.activeElement).toBe(input);
    // The page under the panel is neither drawn nor reachable while it is open.
    const lobby = document.querySelector<HTMLElement>('[data-lobby-root]');
    expect([lobby?.inert, lobby?.style.contentVisibility]).toEqual([true, 'hidden']);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect([lobby?.inert === true, lobby?.style.contentVisibility]).toEqual([false, '']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Search games/ }));
  });

  test('Ctrl+K opens it; a "/" typed in another field does not', async () => {
    renderSearch({ catalogue: CATALOGUE });
    const other = document.createElement('input');
    document.body.append(other);
    fireEvent.keyDown(other, { key: '/' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    other.remove();
  });

  test('shows the hint, then the 3-character rule, then results as you type, then "No results found."', async () => {
    renderSearch({ catalogue: CATALOGUE, suppliers: SUPPLIERS });
    const input = await openPanel();
    expect(status().textContent).toBe('Find a game by its name, provider or category.');
    type(input, 'ol');
    expect(status().textContent).toBe('Search requires at least 3 characters.');
    type(input, 'olymp');
    await waitFor(() => expect(status().textContent).toBe('2 games found'));
    await waitFor(() => expect(resultTitles()[0]).toContain('Olympus Rising'));
    type(input, 'zzqqxx');
    expect(status().textContent).toBe('No results found.');
  });

  test('matches accents, suppliers and typos', async () => {
    renderSearch({ catalogue: CATALOGUE, suppliers: SUPPLIERS });
    const input = await openPanel();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Trending games' })).toBeTruthy());
    type(input, 'cafe');
    await waitFor(() => expect(resultTitles()).toEqual([expect.stringContaining('Café Royale')]));
    type(input, 'pragmatic');
    expect(status().textContent).toBe('2 games found');
    type(input, 'drgon');
    await waitFor(() => expect(resultTitles()).toEqual([expect.stringContaining('Dragon Tiger')]));
  });

  test('the provider filter narrows the results, the sort reorders them, and "Reset all" undoes both', async () => {
    renderSearch({ catalogue: CATALOGUE, suppliers: SUPPLIERS });
    const input = await openPanel();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Trending games' })).toBeTruthy());
    type(input, 'olympus');
    expect(status().textContent).toBe('2 games found');
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = screen.getByTestId('search-filters');
    fireEvent.click(within(filters).getByRole('checkbox', { name: /NetEnt/ }));
    expect(status().textContent).toBe('1 game found');
    expect(within(filters).getByRole('button', { name: 'Show 1 result' })).toBeTruthy();
    fireEvent.click(within(filters).getByRole('checkbox', { name: /NetEnt/ }));
    fireEvent.click(within(filters).getByRole('radio', { name: 'New' }));
    await waitFor(() => expect(resultTitles()[0]).toContain('Olympus Rising'));
    fireEvent.click(within(filters).getByRole('radio', { name: 'Popular' }));
    await waitFor(() => expect(resultTitles()[0]).toContain('Gates of Olympus'));
    fireEvent.click(within(filters).getByRole('button', { name: 'Reset all' }));
    expect((within(filters).getByRole('radio', { name: 'Best match' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(filters).getByRole('button', { name: 'Show 2 results' }));
    expect(screen.queryByTestId('search-filters')).toBeNull();
  });

  test('the volatility filter keeps the games of the chosen volatilities, counts in "Filters", and "Reset all" clears it', async () => {
    renderSearch({ catalogue: FACTS_CATALOGUE, suppliers: SUPPLIERS });
    const input = await openPanel();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Trending games' })).toBeTruthy());
    type(input, 'olympus');
    expect(status().textContent).toBe('4 games found');
    const filtersButton = screen.getByRole('button', { name: 'Filters' });
    fireEvent.click(filtersButton);
    const filters = screen.getByTestId('search-filters');
    const volatility = within(filters).getByRole('group', { name: 'Volatility' });
    const chip = (name: string) => within(volatility).getByRole('button', { name });
    expect(
      within(volatility)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Low', 'Medium', 'High', 'Very high']);
    fireEvent.click(chip('High'));
    expect(chip('High').getAttribute('aria-pressed')).toBe('true');
    expect(status().textContent).toBe('1 game found');
    await waitFor(() => expect(resultTitles()).toEqual([expect.stringContaining('Gates of Olympus')]));
    expect(filtersButton.textContent).toBe('Filters (1)');
    // Several at once; a game whose volatility is unknown (Olympus Nights) fits none of them.
    fireEvent.click(chip('Low'));
    fireEvent.click(chip('Very high'));
    expect(status().textContent).toBe('3 games found');
    expect(filtersButton.textContent).toBe('Filters (3)');
    fireEvent.click(within(filters).getByRole('checkbox', { name: /NetEnt/ }));
    expect(status().textContent).toBe('1 game found');
    expect(filtersButton.textContent).toBe('Filters (4)');
    fireEvent.click(chip('Very high'));
    expect(chip('Very high').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip('Low'));
    expect(status().textContent).toBe('No results found.');
    fireEvent.click(within(filters).getByRole('button', { name: 'Reset all' }));
    expect(
      within(volatility)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-pressed')),
    ).toEqual(['false', 'false', 'false', 'false']);
    expect(status().textContent).toBe('4 games found');
    expect(filtersButton.textContent).toBe('Filters');
    expect((within(filters).getByRole('button', { name: 'Reset all' }) as HTMLButtonElement).disabled).toBe(true);
  });

  test('"Highest RTP" orders the results by RTP, games without one last', async () => {
    renderSearch({ catalogue: FACTS_CATALOGUE, suppliers: SUPPLIERS });
    const input = await openPanel();
    type(input, 'olympus');
    await waitFor(() => expect(status().textContent).toBe('4 games found'));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(within(screen.getByTestId('search-filters')).getByRole('radio', { name: 'Highest RTP' }));
    await waitFor(() =>
      expect(resultTitles()).toEqual([
        expect.stringContaining('Olympus Rising'),
        expect.stringContaining('Gates of Olympus'),
        expect.stringContaining('Zeus of Olympus'),
        expect.stringContaining('Olympus Nights'),
      ]),
    );
  });

  test('a search is remembered on Enter, offered again next time, and can be cleared', async () => {
    renderSearch({ catalogue: CATALOGUE, suppliers: SUPPLIERS });
    let input = await openPanel();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Trending games' })).toBeTruthy());
    type(input, 'sweet');
    fireEvent.keyDown(input, { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    input = await openPanel();
    const recent = screen.getByRole('region', { name: 'Recent searches' });
    fireEvent.click(within(recent).getByRole('button', { name: 'sweet' }));
    expect(input.value).toBe('sweet');
    type(input, '');
    fireEvent.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
  });

  test("a guest's recent searches and a player's are kept apart", async () => {
    const { bus } = renderSearch({
      catalogue: CATALOGUE,
      prepareBus: (lobbyBus) => lobbyBus.emit('session:changed', { userId: 'p1', sessionId: 's1', guest: false }),
    });
    const input = await openPanel();
    type(input, 'sweet');
    await waitFor(() => expect(status().textContent).toBe('1 game found'));
    fireEvent.keyDown(input, { key: 'Enter' });
    act(() => bus.emit('session:changed', { userId: null, sessionId: null, guest: true }));
    type(input, '');
    expect(screen.queryByRole('region', { name: 'Recent searches' })).toBeNull();
    act(() => bus.emit('session:changed', { userId: 'p1', sessionId: 's1', guest: false }));
    expect(
      within(screen.getByRole('region', { name: 'Recent searches' })).getByRole('button', { name: 'sweet' }),
    ).toBeTruthy();
  });

  test('a result launches its game through the bus, is remembered, and closes the panel', async () => {
    const { bus } = renderSearch({ catalogue: CATALOGUE, suppliers: SUPPLIERS });
    const launches: unknown[] = [];
    bus.on$('game:launchRequested').subscribe((request) => launches.push(request));
    const input = await openPanel();
    type(input, 'sweet');
    const results = await screen.findByRole('list', { name: 'Search results' });
    const tile = await within(results).findByRole('button', { name: /^Sweet Bonanza/ });
    fireEvent.click(tile);
    expect(launches).toEqual([{ gameCode: 'sweet', aggregator: 'bragg', source: { screen: 'search', block: null } }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    await openPanel();
    expect(
      within(screen.getByRole('region', { name: 'Recent searches' })).getByRole('button', { name: 'sweet' }),
    ).toBeTruthy();
  });

  test('a search is tracked once its results have settled: one event for a word typed, not one per key', async () => {
    // The settling is a timer of the page's: the test moves the clock instead of waiting it out.
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { track } = renderSearch({ catalogue: CATALOGUE, suppliers: SUPPLIERS });
      const input = await openPanel();
      type(input, 'swe');
      type(input, 'swee');
      type(input, 'sweet');
      await waitFor(() => expect(status().textContent).toBe('1 game found'));
      act(() => jest.advanceTimersByTime(SEARCH_SETTLED_MS));
      expect(track.mock.calls).toEqual([['search', { query: 'sweet', results: 1, screen: 'search' }]]);
    } finally {
      jest.useRealTimers();
    }
  });

  test('arrow keys go from the search box into the results and through them', async () => {
    renderSearch({ catalogue: CATALOGUE, suppliers: SUPPLIERS });
    const input = await openPanel();
    type(input, 'olympus');
    await waitFor(() => expect(resultTitles()).toHaveLength(2));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /Olympus/ }).length).toBeGreaterThan(1));
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const results = screen.getByRole('list', { name: 'Search results' });
    const launchers = within(results)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('tabindex') !== '-1');
    expect(document.activeElement).toBe(launchers[0]);
    fireEvent.keyDown(launchers[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(launchers[1]);
  });

  test('a failed index says so and "Try again" fetches it again', async () => {
    let fail = true;
    const { indexRequests } = renderSearch({
      catalogue: CATALOGUE,
      fetchSearchIndex: () =>
        fail
          ? Promise.reject(new Error('down'))
          : Promise.resolve({ locale: 'en', total: 0, serverSearch: false, suppliers: [], groups: [], games: [] }),
    });
    const input = await openPanel();
    type(input, 'olympus');
    await waitFor(() => expect(status().textContent).toBe('Search is not available right now. Please try again.'));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(status().textContent).toBe('No results found.'));
    expect(indexRequests()).toBe(2);
  });

  test('past the browser limit the server is asked, once typing pauses', async () => {
    const asked: string[] = [];
    const gates = CATALOGUE[0]!;
    renderSearch({
      catalogue: CATALOGUE,
      fetchSearchIndex: () =>
        Promise.resolve({ locale: 'en', total: 60_000, serverSearch: true, suppliers: [], groups: [], games: [] }),
      searchGames: (_scope, query) => {
        asked.push(query.q);
        const page: RawGamesPage = { data: [gates], total: 1 };
        return Promise.resolve(page);
      },
    });
    const input = await openPanel();
    type(input, 'gat');
    type(input, 'gate');
    type(input, 'gates');
    await waitFor(() => expect(status().textContent).toBe('1 game found'));
    expect(asked).toEqual(['gates']);
    await waitFor(() => expect(resultTitles()[0]).toContain('Gates of Olympus'));
  });

  test('past the browser limit the chosen volatilities and the RTP sort are asked of the server', async () => {
    const asked: Parameters<SearchGamesOnServer>[1][] = [];
    renderSearch({
      catalogue: FACTS_CATALOGUE,
      fetchSearchIndex: () =>
        Promise.resolve({ locale: 'en', total: 60_000, serverSearch: true, suppliers: [], groups: [], games: [] }),
      searchGames: (_scope, query) => {
        asked.push(query);
        return Promise.resolve({ data: [FACTS_CATALOGUE[0]!], total: 1 });
      },
    });
    const input = await openPanel();
    type(input, 'olympus');
    await waitFor(() => expect(status().textContent).toBe('1 game found'));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const filters = screen.getByTestId('search-filters');
    fireEvent.click(within(filters).getByRole('button', { name: 'Very high' }));
    fireEvent.click(within(filters).getByRole('button', { name: 'High' }));
    fireEvent.click(within(filters).getByRole('radio', { name: 'Highest RTP' }));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ q: 'olympus', volatilities: ['high', 'veryHigh'], sort: 'rtp' }),
    );
    expect(asked[0]).toMatchObject({ volatilities: [], sort: null });
  });
});
