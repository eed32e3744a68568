import { act, within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

describe('FavoritesBlock', () => {
  test('a row of placeholder tiles while the list is on its way, then the empty card', () => {
    const { frame, bus } = renderBlock('favs', (owned) =>
      owned.emit('session:changed', { userId: 'u1', sessionId: 's1', guest: false }),
    );
    expect(frame.dataset.width).toBe('quarter');
    const placeholder = within(frame).getByRole('region', { name: 'Heading favs' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(within(placeholder).getByRole('heading', { level: 2, name: 'Heading favs' })).toBeTruthy();
    expect(within(placeholder).getByTestId('tile-row-skeleton')).toBeTruthy();
    expect(within(frame).queryByText(/no favourite games yet/)).toBeNull();
    act(() => bus.emit('favourites:changed', []));
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading favs' })).toBeTruthy();
    expect(within(frame).getByText(/no favourite games yet/)).toBeTruthy();
    expect(within(frame).queryByTestId('tile-row-skeleton')).toBeNull();
    expect(within(frame).queryByTestId('more-link')).toBeNull();
  });

  test("the player's favourites resolved against the lobby, with a 'more' link", async () => {
    const { frame } = renderBlock('favs', (bus) =>
      // Unknown keys are skipped; keys compare without case, like codes.
      bus.emit('favourites:changed', ['haba:charlie', 'bragg:gone', 'BRAGG:Alpha']),
    );
    // Shown once every key is answered: 'bragg:gone' is asked of the service first.
    expect(await within(frame).findAllByRole('group')).toHaveLength(2);
    expect(within(frame).getByRole('button', { name: /^Charlie\b/ })).toBeTruthy();
    expect(within(frame).getByRole('button', { name: /^Alpha\b/ })).toBeTruthy();
    const more = within(frame).getByRole('link', { name: 'Show all: Heading favs' });
    expect(more.getAttribute('href')).toBe('/favorites/favs');
    // Their hearts show as pressed: they are favourites.
    expect(within(frame).getByRole('button', { name: 'Favourite Charlie' }).getAttribute('aria-pressed')).toBe('true');
  });

  test('a guest sees the log-in invitation instead', () => {
    // A guest's list is empty by rule: the host sends it with the session.
    const { frame } = renderBlock('favs', (bus) => bus.emit('favourites:changed', []));
    expect(within(frame).getByText('Log in to keep your favourite games here.')).toBeTruthy();
    expect(within(frame).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  test('follows later emissions and falls back to the empty card', () => {
    const { frame, bus } = renderBlock('favs', (owned) => {
      owned.emit('session:changed', { userId: 'u1', sessionId: 's1', guest: false });
      owned.emit('favourites:changed', ['bragg:alpha']);
    });
    expect(within(frame).getByRole('button', { name: /^Alpha\b/ })).toBeTruthy();
    act(() => bus.emit('favourites:changed', []));
    expect(within(frame).getByText(/no favourite games yet/)).toBeTruthy();
  });
});
