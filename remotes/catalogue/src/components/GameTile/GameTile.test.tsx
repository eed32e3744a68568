import { act, fireEvent, within } from '@testing-library/react';
import type { BusEventMap } from '@lobby/shared';
import { renderBlock } from '../../testing/renderBlock';

describe('GameTile', () => {
  test('the heart asks the host to add a game that is not a favourite', () => {
    const { frame, bus } = renderBlock('standard');
    const requests: BusEventMap['favourites:toggleRequested'][] = [];
    bus.on$('favourites:toggleRequested').subscribe((request) => requests.push(request));
    const heart = within(frame).getByRole('button', { name: 'Favourite Alpha' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(requests).toEqual([{ gameKey: 'bragg:alpha', favourite: true }]);
  });

  test("the heart follows 'favourites:changed' and asks to remove a favourite", () => {
    const { frame, bus } = renderBlock('standard');
    const requests: BusEventMap['favourites:toggleRequested'][] = [];
    bus.on$('favourites:toggleRequested').subscribe((request) => requests.push(request));
    act(() => bus.emit('favourites:changed', ['haba:charlie']));
    const heart = within(frame).getByRole('button', { name: 'Favourite Charlie' });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(heart);
    expect(requests).toEqual([{ gameKey: 'haba:charlie', favourite: false }]);
  });

  test("player counts come from 'playerCounts:changed', else from the game", () => {
    const { frame, bus } = renderBlock('standard');
    expect(within(frame).getByText('5 playing')).toBeTruthy();
    act(() => bus.emit('playerCounts:changed', { 'bragg:alpha': 1234 }));
    expect(within(frame).getByText('1,234 playing')).toBeTruthy();
    // Bravo has no live figure: the lobby's own count stays.
    expect(within(frame).getByText('50 playing')).toBeTruthy();
  });
});
