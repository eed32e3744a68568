import { act, within } from '@testing-library/react';
import { recordLaunches, renderBlock } from '../../testing/renderBlock';

const offer = (gameCode: string, aggregator = 'bragg') => ({ game: { gameCode, aggregator }, rounds: 10, expiresAt: null });

describe('FreespinBlock', () => {
  test('a placeholder, not the empty text, while the offers are unknown', () => {
    const { frame } = renderBlock('free');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading free' })).toBeTruthy();
    expect(within(frame).getByRole('region', { name: 'Heading free' }).getAttribute('aria-busy')).toBe('true');
    expect(within(frame).queryByText(/No games available for free spins/)).toBeNull();
  });

  test("the player's free-round games, as tiles that launch", async () => {
    const { frame, bus } = renderBlock('free', (owned) =>
      owned.emit('freeRounds:changed', [offer('charlie', 'haba'), offer('gone'), offer('alpha')]),
    );
    const launches = recordLaunches(bus);
    // 'gone' is not in the reply: the server is asked before the block shows its games.
    expect(await within(frame).findAllByRole('group')).toHaveLength(2);
    act(() => within(frame).getByRole('button', { name: /^Alpha\b/ }).click());
    expect(launches).toEqual([{ gameCode: 'alpha', aggregator: 'bragg', source: { screen: 'home', block: 'free' } }]);
    expect(within(frame).queryByText(/No games available for free spins/)).toBeNull();
  });

  test('the SPEC text once the server says the offers hold no game of this lobby', async () => {
    const { frame } = renderBlock('free', (owned) => owned.emit('freeRounds:changed', [offer('gone')]));
    expect(await within(frame).findByText('No games available for free spins. Please try again later.')).toBeTruthy();
  });

  test('follows later offers', () => {
    const { frame, bus } = renderBlock('free', (owned) => owned.emit('freeRounds:changed', []));
    expect(within(frame).getByText(/No games available for free spins/)).toBeTruthy();
    act(() => bus.emit('freeRounds:changed', [offer('bravo')]));
    expect(within(frame).getByRole('button', { name: /^Bravo\b/ })).toBeTruthy();
  });
});
