/**
 * @jest-environment jsdom
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_ASSET_DIR } from './shellSimulator';

/**
 * The simulator's script in a DOM (its page as served, the lobby's frame never loaded): what it
 * answers the lobby and sends on a click. The browser tests (e2e/shell.test.ts) drive it with a
 * real lobby; these pin the issue #34 messages without one.
 */
const html = readFileSync(path.join(SHELL_ASSET_DIR, 'index.html'), 'utf8');
const script = readFileSync(path.join(SHELL_ASSET_DIR, 'shell.js'), 'utf8');

let sent: Array<[unknown, string]>;
let frame: HTMLIFrameElement;

beforeAll(() => {
  // jsdom lays nothing out, so it has no scrolling; the log scrolls its newest entry into view.
  Element.prototype.scrollIntoView = () => undefined;
});

beforeEach(() => {
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  frame = document.getElementById('lobby-frame') as HTMLIFrameElement;
  sent = [];
  // The script runs as the page's deferred script would: once, with the page parsed.
  new Function(script)();
  const lobby = frame.contentWindow as Window;
  lobby.postMessage = ((message: unknown, origin: string) => sent.push([message, origin])) as Window['postMessage'];
});

afterEach(() => {
  // Each run adds a message listener; an earlier run's ignores the messages (its frame is gone).
  document.body.innerHTML = '';
});

function fromLobby(type: string, payload?: unknown): void {
  const data = payload === undefined ? { source: 'casino-lobby', type } : { source: 'casino-lobby', type, payload };
  window.dispatchEvent(new MessageEvent('message', { data, origin: location.origin, source: frame.contentWindow }));
}

const byId = (id: string) => document.getElementById(id) as HTMLElement;
const logged = (direction: 'in' | 'out', type: string) =>
  document.querySelectorAll(`#log li[data-direction="${direction}"][data-type="${type}"]`).length;
const lastSent = () => sent.filter(([message]) => (message as { type: string }).type !== 'initialData');

describe('the host-shell simulator script (issue #34 messages)', () => {
  test("answers requestUserBalances with userBalances from its form, to the lobby's origin only", () => {
    (byId('user-balance') as HTMLInputElement).value = '250.5';
    fromLobby('requestUserBalances');
    expect(lastSent()).toEqual([
      [
        {
          source: 'casino-shell',
          type: 'userBalances',
          payload: { userBalance: 250.5, casinoCoin: 0, exchangeRate: 1 },
        },
        location.origin,
      ],
    ]);
    expect([logged('in', 'requestUserBalances'), logged('out', 'userBalances')]).toEqual([1, 1]);
  });

  test('answers nothing when its answer is switched off, and ignores the request from another frame', () => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: 'casino-lobby', type: 'requestUserBalances' },
        origin: location.origin,
        source: window,
      }),
    );
    expect(lastSent()).toEqual([]);
    (byId('auto-user-balances') as HTMLInputElement).checked = false;
    fromLobby('requestUserBalances');
    expect(lastSent()).toEqual([]);
    expect(logged('in', 'requestUserBalances')).toBe(1);
  });

  test('shows "Game paused" while a reality check holds play, and logs each message', () => {
    const banner = byId('reality-check-banner');
    expect(banner.hidden).toBe(true);
    fromLobby('realityCheck', { state: 'paused', minutes: 60 });
    expect(banner.hidden).toBe(false);
    expect(banner.textContent?.replace(/\s+/g, ' ').trim()).toBe('Game paused Reality check after 60 minutes of play');
    fromLobby('realityCheck', { state: 'resumed', minutes: 60 });
    expect(banner.hidden).toBe(true);
    fromLobby('realityCheck', { state: 'paused', minutes: 120 });
    expect(banner.hidden).toBe(false);
    fromLobby('realityCheck', { state: 'left', minutes: 120 });
    expect(banner.hidden).toBe(true);
    expect(logged('in', 'realityCheck')).toBe(4);
    expect(document.querySelector('#log li[data-type="realityCheck"] .payload')?.textContent).toBe(
      '{"state":"paused","minutes":60}',
    );
  });

  test('sends cashierClosed without a payload from its "Cashier closed" button, and puts the cashier away', () => {
    fromLobby('openCashier');
    expect(byId('cashier-banner').hidden).toBe(false);
    const button = [...document.querySelectorAll('button')].find(
      (candidate) => candidate.textContent === 'Cashier closed',
    );
    button?.click();
    expect(lastSent()).toEqual([[{ source: 'casino-shell', type: 'cashierClosed' }, location.origin]]);
    expect(byId('cashier-banner').hidden).toBe(true);
    expect(logged('out', 'cashierClosed')).toBe(1);
  });
});
