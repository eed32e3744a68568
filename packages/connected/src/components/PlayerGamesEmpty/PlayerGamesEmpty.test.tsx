import { act, fireEvent, screen } from '@testing-library/react';
import type { Session } from '@lobby/shared';
import { record, renderConnected } from '../../testing/renderConnected';
import { PlayerGamesEmpty } from './PlayerGamesEmpty';

const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const GUEST: Session = { userId: null, sessionId: null, guest: true };

describe('PlayerGamesEmpty', () => {
  test.each<['favorites' | 'recent', Session, string, boolean]>([
    ['favorites', PLAYER, 'You have no favourite games yet. Tap the heart on a game to add it here.', false],
    ['recent', PLAYER, 'You have not played any games yet.', false],
    ['favorites', GUEST, 'Log in to keep your favourite games here.', true],
    ['recent', GUEST, 'Log in to see the games you have played.', true],
  ])('%s for %p: %s (log-in button: %p)', (list, session, message, loginButton) => {
    const { bus } = renderConnected(<PlayerGamesEmpty list={list} />);
    // The session arrives after the first render, as it does at start-up.
    act(() => bus.emit('session:changed', session));
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in' }) !== null).toBe(loginButton);
  });

  test('before any session the visitor is a guest', () => {
    renderConnected(<PlayerGamesEmpty list="favorites" />);
    expect(screen.getByText('Log in to keep your favourite games here.')).toBeTruthy();
  });

  test('the log-in button asks the shell for its login screen', () => {
    const { bus } = renderConnected(<PlayerGamesEmpty list="recent" />);
    const sent = record(bus, 'shell:sendRequested');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(sent).toEqual([{ type: 'openLoginScreen' }]);
  });

  test('the empty page shows what it is given below the message', () => {
    const { bus } = renderConnected(
      <PlayerGamesEmpty list="favorites" variant="page">
        <p>Suggestions</p>
      </PlayerGamesEmpty>,
    );
    act(() => bus.emit('session:changed', PLAYER));
    expect(screen.getByTestId('player-games-empty').textContent).toContain('Suggestions');
  });
});
