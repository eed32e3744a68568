import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RealityCheck } from '@lobby/domain';
import type { LobbyBus, RawGame } from '@lobby/shared';
import { rawGame, rawLobby } from '@lobby/testing';
import type { RealityChecks } from './createRealityChecks';
import { PlayerProtection } from './PlayerProtection';
import { renderWithClock, SESSION_START, testProtection } from './protectionTesting';

const GATES: RawGame = rawGame({ code: 'gates', aggregator: 'bragg', title: 'Gates of Olympus' });
const BOOK: RawGame = rawGame({ code: 'book', aggregator: 'haba', title: 'Book of Dead' });

/** The reality checks as the dialog reads them, moved by the test. */
function fakeChecks(initial: RealityCheck | null = { dueAt: SESSION_START + 3_600_000, minutes: 60 }) {
  let current = initial;
  const listeners = new Set<() => void>();
  const checks: RealityChecks & { show: (check: RealityCheck | null) => void } = {
    current: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    answer: jest.fn(),
    dispose: () => undefined,
    show: (check) => {
      current = check;
      listeners.forEach((listener) => listener());
    },
  };
  return checks;
}

function setup({ path = '/', check }: { path?: string; check?: RealityCheck | null } = {}) {
  const checks = fakeChecks(check);
  const rendered = renderWithClock(<PlayerProtection realityChecks={checks} />, path);
  const { bus } = rendered;
  act(() => {
    bus.emit('session:changed', { userId: 'u1', sessionId: 's1', guest: false });
    bus.emit('lobby:dataChanged', rawLobby({ games: [GATES, BOOK] }));
    bus.emit('protection:changed', testProtection());
  });
  return { ...rendered, checks };
}

const activeGame = (bus: LobbyBus) =>
  act(() => bus.emit('game:activeChanged', { gameCode: 'gates', aggregator: 'bragg' }));

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(SESSION_START + 3_600_000);
});
afterEach(() => jest.useRealTimers());

describe('PlayerProtection: the reality check', () => {
  test('a modal dialog says how long the player has played and takes the focus', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByText('You have been playing for 60 minutes')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Continue playing' }));
  });

  test('one minute is said as one', () => {
    setup({ check: { dueAt: SESSION_START + 60_000, minutes: 1 } });
    expect(screen.getByText('You have been playing for 1 minute')).toBeTruthy();
  });

  test('everything else on the page is inert while it shows (the game frame takes no click), and not after', () => {
    const { container, checks } = setup();
    // The lobby's tree (and the game frame in it) is a sibling of the dialog's layer.
    const lobbyRoot = container;
    expect(lobbyRoot.hasAttribute('inert')).toBe(true);
    expect(screen.getByTestId('reality-check').hasAttribute('inert')).toBe(false);
    act(() => checks.show(null));
    expect(lobbyRoot.hasAttribute('inert')).toBe(false);
  });

  test('"Continue playing" and Escape answer resumed', () => {
    const { checks } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Continue playing' }));
    expect(checks.answer).toHaveBeenLastCalledWith('resumed');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(checks.answer).toHaveBeenCalledTimes(2);
    expect(checks.answer).toHaveBeenLastCalledWith('resumed');
  });

  test('"Leave game" is offered while a game is open, and answers left', () => {
    const { bus, checks } = setup();
    expect(screen.queryByRole('button', { name: 'Leave game' })).toBeNull();
    activeGame(bus);
    fireEvent.click(screen.getByRole('button', { name: 'Leave game' }));
    expect(checks.answer).toHaveBeenCalledWith('left');
  });

  test("\"View history\": this session's games, newest first with their times, and the limits used; then back", () => {
    const { bus, checks } = setup();
    act(() => {
      bus.emit('protection:changed', testProtection({
        depositLimit: { amount: 500, used: 120, period: 'week', resetsAt: '2026-03-02T00:00:00.000Z' },
        lossLimit: { amount: 200, used: 35, period: 'day', resetsAt: '2026-03-02T00:00:00.000Z' },
      }));
      bus.emit('recent:changed', [
        { gameId: 'haba:book', playedTimestampMs: SESSION_START + 20 * 60_000 },
        { gameId: 'bragg:gates', playedTimestampMs: SESSION_START + 5 * 60_000 },
        { gameId: 'bragg:older', playedTimestampMs: SESSION_START - 60_000 },
      ]);
    });
    fireEvent.click(screen.getByRole('button', { name: 'View history' }));
    const dialog = screen.getByRole('dialog', { name: 'Reality check' });
    expect(document.activeElement).toBe(dialog);
    const games = within(dialog).getAllByRole('listitem').map((item) => item.textContent);
    expect(games).toHaveLength(2);
    expect(games[0]).toMatch(/^Book of Dead/);
    expect(games[1]).toMatch(/^Gates of Olympus/);
    const played = within(dialog).getAllByRole('listitem')[0]?.querySelector('time');
    expect(played?.getAttribute('dateTime')).toBe(new Date(SESSION_START + 20 * 60_000).toISOString());
    expect(within(dialog).getByTestId('limit-deposit').textContent).toMatch(/Weekly deposit limit\$120\.00 of \$500\.00 usedResets /);
    expect(within(dialog).getByTestId('limit-loss').textContent).toMatch(/Daily loss limit\$35\.00 of \$200\.00 used/);
    // Escape goes back to the choices first; "Back" does too.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(checks.answer).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue playing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View history' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue playing' }));
  });

  test('a history without games or limits says so', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'View history' }));
    expect(screen.getByText("You haven't played any games this session.")).toBeTruthy();
    expect(screen.getByText('You have no deposit or loss limits set.')).toBeTruthy();
  });

  test("the dialog links the operator's limits and help pages", () => {
    setup();
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Limits' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Help' })).toBeTruthy();
  });

  test('no check due: no dialog', () => {
    setup({ check: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
