import { act, fireEvent, screen, within } from '@testing-library/react';
import { bonus, renderBonuses } from '../../testing/renderBonuses';

describe('BonusListPage', () => {
  test('asks the host for the bonuses and shows the loading message until they come', () => {
    const { requests, bus } = renderBonuses();
    expect(requests.length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Bonuses' })).toBeTruthy();
    expect(screen.getByTestId('bonuses-skeleton').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading bonuses…')).toBeTruthy();
    act(() => bus.emit('bonuses:changed', { status: 'loading' }));
    expect(screen.getByTestId('bonuses-skeleton')).toBeTruthy();
  });

  test('does not ask again when the bonuses are already loaded', () => {
    const { requests } = renderBonuses({ state: { status: 'loaded', bonuses: [bonus()] } });
    expect(requests).toEqual([]);
  });

  test('the empty message when no bonus is left', () => {
    renderBonuses({ state: { status: 'loaded', bonuses: [] } });
    expect(screen.getByText('There are no bonuses for you right now. Check back soon.')).toBeTruthy();
    expect(screen.queryByTestId('bonuses-skeleton')).toBeNull();
  });

  test('each bonus as a card: image, title linking to its detail, description, type, expiry, wagering', () => {
    jest.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    try {
      renderBonuses({
        state: {
          status: 'loaded',
          bonuses: [
            bonus({ expiresAt: '2030-01-03T04:00:00Z', wagering: { required: 500, done: 120 } }),
            bonus({ id: 'b 2', type: 'Free Spin', title: '50 free spins', description: '' }),
          ],
        },
      });
      const cards = screen.getAllByTestId('bonus-card');
      expect(cards).toHaveLength(2);
      const [first, second] = cards as [HTMLElement, HTMLElement];
      const link = within(first).getByRole('link', { name: 'Welcome package' });
      expect(link.getAttribute('href')).toBe('/bonus/b1');
      expect(within(first).getByRole('heading', { level: 2, name: 'Welcome package' })).toBeTruthy();
      expect(first.querySelector('img')).not.toBeNull();
      expect(within(first).getByText('Bonus')).toBeTruthy();
      expect(within(first).getByText('Welcome package: terms and conditions apply.')).toBeTruthy();
      const countdown = within(first).getByText('Expires in 2 d 4 h');
      expect(countdown.getAttribute('datetime')).toBe('2030-01-03T04:00:00Z');
      expect(countdown.getAttribute('title')).toMatch(/2030/);
      // No currency in the settings yet: the fallback one (SPEC §9 USD).
      const progress = within(first).getByRole('progressbar', { name: /Wagered \$120\.00 of \$500\.00/ });
      expect(progress.getAttribute('value')).toBe('24');
      expect(within(first).getByText('24%')).toBeTruthy();
      expect(within(second).getByText('Free spins')).toBeTruthy();
      expect(within(second).getByRole('link', { name: '50 free spins' }).getAttribute('href')).toBe('/bonus/b%202');
      expect(within(second).queryByRole('progressbar')).toBeNull();
      expect(within(second).queryByTestId('expiry-countdown')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test('the countdown follows the clock', () => {
    jest.useFakeTimers({ now: Date.parse('2030-01-01T00:00:00Z') });
    try {
      renderBonuses({ state: { status: 'loaded', bonuses: [bonus({ expiresAt: '2030-01-01T01:00:30Z' })] } });
      expect(screen.getByText('Expires in 1 h 1 min')).toBeTruthy();
      act(() => jest.advanceTimersByTime(30_000));
      expect(screen.getByText('Expires in 1 h 0 min')).toBeTruthy();
      // Each displayed minute sets the timer for the next one.
      for (let minute = 0; minute < 59; minute += 1) act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByText('Expires in 1 min')).toBeTruthy();
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByText('Expired')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  test('a failed load shows the error and a Retry that asks again', () => {
    const { requests } = renderBonuses({ state: { status: 'failed', error: 'Request failed with status code 500' } });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('We could not load the bonuses.')).toBeTruthy();
    expect(within(alert).getByText('Request failed with status code 500')).toBeTruthy();
    const asked = requests.length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(requests.length).toBe(asked + 1);
  });

  test('a card leads to its detail', () => {
    renderBonuses({ state: { status: 'loaded', bonuses: [bonus()] } });
    fireEvent.click(screen.getByRole('link', { name: 'Welcome package' }));
    expect(screen.getByTestId('location').textContent).toBe('/bonus/b1');
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome package' })).toBeTruthy();
  });
});
