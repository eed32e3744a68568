import { screen, waitFor } from '@testing-library/react';
import { rawLobbyFixture } from '../../testing/lobbyFixture';
import { renderCatalogue } from '../../testing/renderCatalogue';

describe('HomePage', () => {
  test('LOADING: title and a busy skeleton until the lobby arrives', () => {
    renderCatalogue();
    expect(screen.getByRole('heading', { level: 1, name: 'Casino' })).toBeTruthy();
    expect(screen.getByText('Choose your game')).toBeTruthy();
    expect(screen.getByTestId('content-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('page-blocks')).toBeNull();
  });

  test('LOADED: the home page blocks in order, with the game info line; the first view first, the rest a frame later', async () => {
    const { container } = renderCatalogue({ lobby: rawLobbyFixture() });
    expect(screen.getByTestId('catalogue-game-info').textContent).toBe('17 games to play');
    const types = () => [...container.querySelectorAll<HTMLElement>('[data-block-type]')].map((el) => el.dataset.blockType);
    expect(types()).toEqual(['banner', 'poker-banner']);
    await waitFor(() => expect(types()).toHaveLength(13));
    expect(types()).toEqual([
      'banner',
      'poker-banner',
      'standard',
      'standard',
      'grid',
      'firstDouble',
      'favorites',
      'recent',
      'freespin',
      'featured',
      'providers',
      'navigation',
      'standard',
    ]);
  });

  test('NOT_FOUND: a lobby without a home page', () => {
    renderCatalogue({ lobby: rawLobbyFixture({ pages: [] }) });
    expect(screen.getByTestId('not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Casino' })).toBeTruthy();
  });

  test.each([
    ['a banner', ['banner', 'many', 'standard'], [['high'], ['eager', 7, 'lazy'], ['lazy']]],
    ['tiles', ['many', 'banner', 'standard'], [['high', 7, 'lazy'], ['eager'], ['lazy']]],
  ] as const)(
    'a page opening with %s fetches that artwork first, the next row eagerly, the rest lazily',
    async (_case, blocks, expected) => {
      const lobby = rawLobbyFixture({ pages: [{ id: 'p-home', slug: 'home', title: 'Home', blocks: [...blocks] }] });
      const { container } = renderCatalogue({ lobby });
      await waitFor(() => expect(container.querySelectorAll('[data-block-type]')).toHaveLength(blocks.length));
      const frames = [...container.querySelectorAll('[data-block-type]')];
      frames.forEach((frame, index) => {
        const loading = [...frame.querySelectorAll('img')].map(
          (img) => img.getAttribute('fetchpriority') ?? img.getAttribute('loading'),
        );
        const [first, count = 1, after] = expected[index] ?? [];
        expect(loading.slice(0, count)).toEqual(Array(count).fill(first));
        if (after !== undefined) expect(new Set(loading.slice(count))).toEqual(new Set([after]));
      });
    },
  );
});
