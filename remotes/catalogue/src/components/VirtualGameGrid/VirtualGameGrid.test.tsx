import type { Game } from '@lobby/domain';
import { LobbyThemeProvider } from '@lobby/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { VirtualGameGrid } from './VirtualGameGrid';

// Each tile rendered is recorded by its game: what a scroll step or a page arrival costs.
const rendered: string[] = [];
jest.mock('@lobby/connected', () => ({
  GameTile: ({ game }: { readonly game: Game }) => {
    rendered.push(game.key);
    return <span data-testid="tile">{game.key}</span>;
  },
}));

const COUNT = 70;
const PAGE = 14;
const games: readonly Game[] = Array.from({ length: COUNT }, (_, index) => ({ key: `g${String(index)}` }) as Game);

/** A paged list as usePagedGames hands it: a new gameAt each time pages arrive. */
const loadedUpTo = (loaded: number) => (index: number) => (index < loaded ? games[index] : undefined);

const grid = (gameAt: (index: number) => Game | undefined, count = COUNT): ReactElement => (
  <LobbyThemeProvider brand="WPTG" mode="dark">
    <VirtualGameGrid count={count} gameAt={gameAt} tilesPerRow={7} platform="desktop" cardStyle="default" />
  </LobbyThemeProvider>
);

beforeAll(() => {
  Object.defineProperty(window, 'scrollTo', { configurable: true, writable: true, value: () => undefined });
});

beforeEach(() => {
  rendered.length = 0;
});

describe('VirtualGameGrid', () => {
  test('a page arriving renders the tiles of the rows it fills, not the rows already shown', () => {
    const { rerender, container } = render(grid(loadedUpTo(PAGE)));
    const shown = container.querySelectorAll('[data-row-index]').length;
    expect(shown).toBeGreaterThan(3);
    expect(rendered).toEqual(games.slice(0, PAGE).map((game) => game.key));

    rendered.length = 0;
    rerender(grid(loadedUpTo(2 * PAGE)));
    expect(rendered).toEqual(games.slice(PAGE, 2 * PAGE).map((game) => game.key));
  });

  test('a render that changes no game renders no tile', () => {
    const { rerender } = render(grid(loadedUpTo(PAGE)));
    rendered.length = 0;
    rerender(grid(loadedUpTo(PAGE)));
    expect(rendered).toEqual([]);
  });

  test('the list length reaches every row (aria-setsize)', () => {
    const { rerender, container } = render(grid(loadedUpTo(PAGE)));
    rerender(grid(loadedUpTo(PAGE), COUNT + 1));
    const sizes = [...container.querySelectorAll('[role="listitem"]')].map((item) => item.getAttribute('aria-setsize'));
    expect(new Set(sizes)).toEqual(new Set([String(COUNT + 1)]));
  });
});
