import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderConnected } from '../../testing/renderConnected';
import { SessionClock } from './SessionClock';

const SESSION_START = Date.parse('2026-03-01T10:00:00.000Z');
/** The wall clock, whose time the tests fake. */
const renderWithClock = (ui: ReactElement) =>
  renderConnected(ui, { clock: { now: () => Date.now(), subscribe: () => () => undefined } });

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
