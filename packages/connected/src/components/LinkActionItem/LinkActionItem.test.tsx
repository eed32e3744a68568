import type { LinkAction } from '@lobby/domain';
import { fireEvent, screen } from '@testing-library/react';
import { ALPHA, gameOf } from '../../testing/lobbyFixture';
import { record, renderConnected } from '../../testing/renderConnected';
import { LinkActionItem } from './LinkActionItem';

const route = (path: string): LinkAction => ({ kind: 'route', path });

describe('LinkActionItem', () => {
  test('a route is a real link to the lobby path, current on that page only', () => {
    renderConnected(
      <>
        <LinkActionItem title="Slots" action={route('/slots')} />
        <LinkActionItem title="Home" action={route('/')} />
      </>,
      { path: '/slots' },
    );
    const slots = screen.getByRole('link', { name: 'Slots' });
    expect(slots.getAttribute('href')).toBe('/slots');
    expect(slots.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  test('following a route navigates inside the lobby', () => {
    renderConnected(<LinkActionItem title="Bonuses" action={route('/bonus')} />);
    fireEvent.click(screen.getByRole('link', { name: 'Bonuses' }));
    expect(screen.getByTestId('path').textContent).toBe('/bonus');
  });

  test('a game link is a button that asks the host to launch the game', () => {
    const { bus } = renderConnected(
      <LinkActionItem title="Play Alpha" action={{ kind: 'launch', game: gameOf(ALPHA) }} />,
    );
    const launches = record(bus, 'game:launchRequested');
    fireEvent.click(screen.getByRole('button', { name: 'Play Alpha' }));
    expect(launches).toEqual([{ gameCode: 'alpha', aggregator: 'bragg', source: { screen: 'lobby', block: null } }]);
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  test('an external link is a button that asks the shell to open it', () => {
    const { bus } = renderConnected(
      <LinkActionItem title="News" action={{ kind: 'external', url: 'https://example.test/news' }} />,
    );
    const sent = record(bus, 'shell:sendRequested');
    fireEvent.click(screen.getByRole('button', { name: 'News' }));
    expect(sent).toEqual([{ type: 'openExternalLink', payload: { url: 'https://example.test/news' } }]);
  });
});
