import { act, screen } from '@testing-library/react';
import { renderWithClock, SESSION_START } from './protectionTesting';
import { SessionClock } from './SessionClock';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('SessionClock', () => {
  test("shows the time since the session began, named for assistive technology, and runs on the lobby's clock", () => {
    jest.setSystemTime(SESSION_START + (3600 + 4 * 60 + 12) * 1000 + 400);
    renderWithClock(<SessionClock sessionStartedAt={new Date(SESSION_START).toISOString()} />);
    const clock = screen.getByRole('timer', { name: 'Session time' });
    expect(clock.textContent).toBe('1:04:12');
    act(() => jest.advanceTimersByTime(599));
    expect(clock.textContent).toBe('1:04:12');
    act(() => jest.advanceTimersByTime(1));
    expect(clock.textContent).toBe('1:04:13');
    // Second by second, as the page's clock would run (each tick schedules the next).
    for (let second = 0; second < 47; second += 1) act(() => jest.advanceTimersByTime(1000));
    expect(clock.textContent).toBe('1:05:00');
  });

  test('an unreadable start shows nothing', () => {
    renderWithClock(<SessionClock sessionStartedAt="soon" />);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
