import { act, fireEvent, within } from '@testing-library/react';
import { cardTitles } from '../../testing/cardTitles';
import { renderBlock } from '../../testing/renderBlock';

describe('RecentBlock', () => {
  test('a placeholder row until the list is known, then the empty card', () => {
    const { frame, bus } = renderBlock('recent', (owned) =>
      owned.emit('session:changed', { userId: 'u1', sessionId: 's1', guest: false }),
    );
    expect(within(frame).getByRole('region', { name: 'Heading recent' }).getAttribute('aria-busy')).toBe('true');
    expect(within(frame).getByTestId('tile-row-skeleton')).toBeTruthy();
    expect(within(frame).queryByText('You have not played any games yet.')).toBeNull();
    act(() => bus.emit('recent:changed', []));
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading recent' })).toBeTruthy();
    expect(within(frame).getByText('You have not played any games yet.')).toBeTruthy();
    expect(within(frame).queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  test('invites a guest to log in through the shell', () => {
    const { frame, bus } = renderBlock('recent', (owned) => {
      owned.emit('session:changed', { userId: null, sessionId: null, guest: true });
      // A guest's list is empty by rule: the host sends it with the session.
      owned.emit('recent:changed', []);
    });
    const sent: string[] = [];
    bus.on$('shell:sendRequested').subscribe((message) => sent.push(message.type));
    expect(within(frame).getByText('Log in to see the games you have played.')).toBeTruthy();
    fireEvent.click(within(frame).getByRole('button', { name: 'Log in' }));
    expect(sent).toEqual(['openLoginScreen']);
  });

  test("the player's recent games newest first, with a 'more' link to /recent/{id}", async () => {
    const { frame } = renderBlock('recent', (bus) =>
      bus.emit('recent:changed', [
        { gameId: 'bragg:bravo', playedTimestampMs: 3 },
        { gameId: 'haba:charlie', playedTimestampMs: 2 },
        { gameId: 'bragg:unknown', playedTimestampMs: 1 },
      ]),
    );
    // Shown once every key is answered: 'bragg:unknown' is asked of the service first.
    await within(frame).findAllByRole('group');
    expect(cardTitles(frame)).toEqual(['Bravo', 'Charlie']);
    expect(within(frame).getByRole('link', { name: 'Show all: Heading recent' }).getAttribute('href')).toBe(
      '/recent/recent',
    );
  });
});
