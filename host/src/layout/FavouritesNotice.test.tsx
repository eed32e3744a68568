import { act, screen } from '@testing-library/react';
import { renderWithBus } from '../testing/renderWithBus';
import { FavouritesNotice, NOTICE_DURATION_MS } from './FavouritesNotice';

const MESSAGE = 'Your favourites could not be updated. Please try again.';

const region = () => screen.getByTestId('favourites-notice');

describe('FavouritesNotice', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('an empty live region until a toggle fails', () => {
    renderWithBus(<FavouritesNotice />);
    expect(region().getAttribute('role')).toBe('status');
    expect(region().textContent).toBe('');
  });

  test('a failed toggle shows the message in the live region for a while', () => {
    const { bus } = renderWithBus(<FavouritesNotice />);
    act(() => bus.emit('favourites:toggleFailed', { gameKey: 'bragg:a', favourite: true }));
    expect(region().textContent).toBe(MESSAGE);
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS - 1));
    expect(region().textContent).toBe(MESSAGE);
    act(() => jest.advanceTimersByTime(1));
    expect(region().textContent).toBe('');
  });

  test('a newer failure keeps it up for the full time again', () => {
    const { bus } = renderWithBus(<FavouritesNotice />);
    act(() => bus.emit('favourites:toggleFailed', { gameKey: 'bragg:a', favourite: true }));
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS - 1000));
    act(() => bus.emit('favourites:toggleFailed', { gameKey: 'bragg:b', favourite: false }));
    act(() => jest.advanceTimersByTime(NOTICE_DURATION_MS - 1));
    expect(region().textContent).toBe(MESSAGE);
  });
});
