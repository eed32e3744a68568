import { ClockProvider } from '@lobby/connected';
import type { RawPlayerProtection } from '@lobby/shared';
import type { ReactNode } from 'react';
import { renderWithBus } from '../testing/renderWithBus';

export const SESSION_START = Date.parse('2026-03-01T10:00:00.000Z');

/** A signed-in player's protection (the shapes of GET /api/player/protection), changed as a test needs. */
export function testProtection(change: Partial<RawPlayerProtection> = {}, policy: Partial<RawPlayerProtection['policy']> = {}): RawPlayerProtection {
  return {
    policy: {
      licenseType: null,
      sessionClock: true,
      realityCheckSeconds: 3600,
      limitsUrl: '/demo-operator/limits',
      helpUrl: 'https://help.example/safer-gambling',
      ...policy,
    },
    sessionStartedAt: new Date(SESSION_START).toISOString(),
    depositLimit: null,
    lossLimit: null,
    exclusion: null,
    ...change,
  };
}

/** renderWithBus with the lobby clock the host provides: the wall clock (tests fake its time). */
export function renderWithClock(ui: ReactNode, initialPath = '/') {
  const clock = { now: () => Date.now(), subscribe: () => () => undefined };
  return renderWithBus(<ClockProvider clock={clock}>{ui}</ClockProvider>, initialPath);
}
