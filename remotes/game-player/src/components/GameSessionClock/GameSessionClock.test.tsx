import { DEFAULT_SETTINGS } from '@lobby/domain';
import type { RawPlayerProtection } from '@lobby/shared';
import { rawGame, rawLobby } from '@lobby/testing';
import { act, screen, within } from '@testing-library/react';
import { renderGamePlayer } from '../../testing/renderGamePlayer';

const START = Date.parse('2026-03-01T10:00:00.000Z');
const protection = (sessionClock: boolean): RawPlayerProtection => ({
  policy: { licenseType: null, sessionClock, realityCheckSeconds: null, limitsUrl: null, helpUrl: null },
  sessionStartedAt: new Date(START).toISOString(),
  depositLimit: null,
  lossLimit: null,
  exclusion: null,
});

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(START + 3_600_000);
});
afterEach(() => jest.useRealTimers());

describe('GameSessionClock on the game page (issue #34)', () => {
  test("a chip over the game shows the session clock while the licence's policy asks for it, never for a guest", () => {
    const view = renderGamePlayer('/games/bragg%3Abook', rawLobby({ games: [rawGame({ code: 'book' })] }), {
      ...DEFAULT_SETTINGS,
      platform: 'mobile',
    });
    const page = document.querySelector('[data-game-page]') as HTMLElement;
    expect(within(page).queryByTestId('game-session-clock')).toBeNull();
    act(() => view.bus.emit('protection:changed', protection(true)));
    const chip = within(page).getByTestId('game-session-clock');
    expect(within(chip).getByRole('timer', { name: 'Session time' }).textContent).toBe('1:00:00');
    act(() => view.bus.emit('protection:changed', protection(false)));
    expect(screen.queryByTestId('game-session-clock')).toBeNull();
    act(() => view.bus.emit('protection:changed', protection(true)));
    act(() => view.bus.emit('protection:changed', null));
    expect(screen.queryByTestId('game-session-clock')).toBeNull();
  });
});
