/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RawPlayerProtection } from '@lobby/shared';

/** The demo limits page's script in a DOM, with the player protection call answered here. */
const html = readFileSync(path.join(__dirname, 'public', 'limits.html'), 'utf8');
const script = readFileSync(path.join(__dirname, 'public', 'limits.js'), 'utf8');

const REPLY: RawPlayerProtection = {
  policy: {
    licenseType: null,
    sessionClock: true,
    realityCheckSeconds: 3600,
    limitsUrl: '/demo-operator/limits/',
    helpUrl: '/demo-operator/help/',
  },
  sessionStartedAt: '2026-11-28T11:00:00.000Z',
  depositLimit: { amount: 500, used: 120, period: 'week', resetsAt: '2026-11-30T00:00:00.000Z' },
  lossLimit: null,
  exclusion: { kind: 'selfExcluded', until: '2027-05-28T12:00:00.000Z' },
};

let requests: Array<{ url: string; headers: Record<string, string> }>;

async function openPage(answer: { status: number; body?: unknown }): Promise<void> {
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  requests = [];
  window.fetch = (async (url: string, init: { headers: Record<string, string> }) => {
    requests.push({ url, headers: init.headers });
    return { status: answer.status, ok: answer.status < 300, json: async () => answer.body };
  }) as unknown as typeof fetch;
  new Function(script)();
  const status = document.getElementById('status') as HTMLElement;
  // The script's load is a few promise turns; wait for its status, never for time.
  for (let turn = 0; turn < 50 && status.textContent === 'Loading your limits…'; turn += 1) await Promise.resolve();
}

const text = (id: string) => (document.getElementById(id) as HTMLElement).textContent?.replace(/\s+/g, ' ').trim();
const shown = (id: string) => !(document.getElementById(id) as HTMLElement).hidden;

beforeEach(() => localStorage.clear());

describe('the demo limits page', () => {
  test("shows the stored player's limits and break, read-only", async () => {
    localStorage.setItem(
      'casinoLobby.casinoUser',
      JSON.stringify({ userId: 'dev-player-1', sessionId: 'dev-session-1' }),
    );
    await openPage({ status: 200, body: REPLY });
    expect(requests).toEqual([
      { url: '/api/player/protection', headers: { 'X-UserId': 'dev-player-1', 'X-SessionId': 'dev-session-1' } },
    ]);
    expect(text('status')).toBe('Limits of dev-player-1.');
    expect(text('deposit')).toMatch(
      /^Deposit limit Limit500\.00 per weekUsed120\.00 \(380\.00 left\)Starts again.*2026/,
    );
    expect(text('loss')).toBe('Loss limit No limit is set.');
    expect(text('exclusion')).toMatch(/^Break from play You have excluded yourself from play until .*2027.*\.$/);
    expect([shown('deposit'), shown('loss'), shown('exclusion')]).toEqual([true, true, true]);
    expect(document.querySelector('input, button, form')).toBeNull();
  });

  test.each([
    ['no player is stored', null, { status: 200, body: REPLY }, /^Sign in to the casino/],
    ['the session has ended', { userId: 'dev-player-1', sessionId: 'old' }, { status: 401 }, /^Your session has ended/],
    ['the service fails', { userId: 'dev-player-1', sessionId: 'dev-session-1' }, { status: 503 }, /status 503/],
  ])('says so when %s, and shows no limits', async (_case, user, answer, message) => {
    if (user) localStorage.setItem('casinoLobby.casinoUser', JSON.stringify(user));
    await openPage(answer);
    expect(text('status')).toMatch(message);
    expect(document.getElementById('status')?.dataset.kind).toBe('error');
    expect([shown('deposit'), shown('loss'), shown('exclusion')]).toEqual([false, false, false]);
  });
});
