import { fireEvent, screen, within } from '@testing-library/react';
import { bonus, renderBonuses } from '../../testing/renderBonuses';

const loaded = (...bonuses: ReturnType<typeof bonus>[]) => ({ status: 'loaded' as const, bonuses });

describe('BonusDetailPage', () => {
  test('the bonus with its games, as tiles that launch, and its view tracked once', () => {
    const { launches, track } = renderBonuses({
      path: '/bonus/b1',
      state: loaded(
        bonus({
          games: [
            { gameCode: 'alpha', aggregator: 'bragg' },
            { gameCode: 'gone', aggregator: 'bragg' },
            { gameCode: 'charlie', aggregator: 'haba' },
          ],
          wagering: { required: 200, done: 150 },
        }),
      ),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome package' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('value')).toBe('75');
    const games = screen.getByRole('region', { name: 'Games' });
    expect(within(games).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(games).getByRole('button', { name: /^Charlie\b/ }));
    expect(launches).toEqual([{ gameCode: 'charlie', aggregator: 'haba', source: { screen: 'bonuses', block: null } }]);
    // StrictMode runs the effect twice on mount; the remote tracks per bonus shown, not per render.
    expect(new Set(track.mock.calls.map((call) => JSON.stringify(call)))).toEqual(
      new Set([JSON.stringify(['bonusViewed', { bonusId: 'b1', type: 'Content' }])]),
    );
  });

  test("a free-spin bonus's games under their own heading", () => {
    renderBonuses({
      path: '/bonus/b1',
      state: loaded(bonus({ type: 'Free Spin', games: [{ gameCode: 'bravo', aggregator: 'bragg' }] })),
    });
    const games = screen.getByRole('region', { name: 'Play your free spins on' });
    expect(within(games).getByRole('button', { name: /^Bravo\b/ })).toBeTruthy();
  });

  test('a free-spin bonus with no game left in the lobby says so', () => {
    renderBonuses({
      path: '/bonus/b1',
      state: loaded(bonus({ type: 'Free Spin', games: [{ gameCode: 'gone', aggregator: 'bragg' }] })),
    });
    expect(screen.getByText('No games available for free spins. Please try again later.')).toBeTruthy();
  });

  test('a content bonus without games lists none', () => {
    renderBonuses({ path: '/bonus/b1', state: loaded(bonus()) });
    expect(screen.queryByRole('region', { name: 'Games' })).toBeNull();
    expect(screen.queryByText(/No games available/)).toBeNull();
  });

  test('an unknown id: not found, with a way back to the list', () => {
    renderBonuses({ path: '/bonus/nope', state: loaded(bonus()) });
    expect(screen.getByRole('heading', { level: 1, name: 'Bonus not found' })).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'See all bonuses' }));
    expect(screen.getByTestId('location').textContent).toBe('/bonus');
    expect(screen.getByRole('link', { name: 'Welcome package' })).toBeTruthy();
  });

  test('a skeleton while loading, without asking twice', () => {
    const { requests } = renderBonuses({ path: '/bonus/b1', state: { status: 'loading' } });
    expect(screen.getByTestId('bonuses-skeleton')).toBeTruthy();
    expect(requests).toEqual([]);
  });

  test('a failed load offers Retry on the detail too', () => {
    const { requests } = renderBonuses({ path: '/bonus/b1', state: { status: 'failed', error: 'Network Error' } });
    const asked = requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(requests.length).toBe(asked + 1);
  });

  test('the back link leads to the list', () => {
    renderBonuses({ path: '/bonus/b1', state: loaded(bonus()) });
    fireEvent.click(screen.getByRole('link', { name: 'All bonuses' }));
    expect(screen.getByTestId('location').textContent).toBe('/bonus');
  });
});
