import { act, fireEvent, screen } from '@testing-library/react';
import type { BusEventMap, LobbyBus } from '@lobby/shared';
import { ProtectionHeaderItems } from './ProtectionHeaderItems';
import { renderWithClock, SESSION_START, testProtection } from './protectionTesting';

type ShellMode = BusEventMap['shell:modeDetected'];
const EMBEDDED: ShellMode = { standalone: false, transport: 'parent' };
const STANDALONE: ShellMode = { standalone: true, transport: null };
const POP_UP: ShellMode = { standalone: false, transport: 'opener' };

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(SESSION_START + 65_000);
});
afterEach(() => jest.useRealTimers());

function show(bus: LobbyBus, protection: BusEventMap['protection:changed'], mode: ShellMode = STANDALONE) {
  act(() => {
    bus.emit('shell:modeDetected', mode);
    bus.emit('protection:changed', protection);
  });
}

describe('ProtectionHeaderItems', () => {
  test('desktop: the session clock, and the limits and help pages opening in a new tab', () => {
    const { bus } = renderWithClock(<ProtectionHeaderItems platform="desktop" />);
    show(bus, testProtection());
    expect(screen.getByRole('timer', { name: 'Session time' }).textContent).toBe('0:01:05');
    const limits = screen.getByRole('link', { name: 'Limits' });
    expect(limits.getAttribute('href')).toBe(`${window.location.origin}/demo-operator/limits`);
    expect(limits.getAttribute('target')).toBe('_blank');
    expect(limits.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('https://help.example/safer-gambling');
  });

  test('a policy without the clock or the pages shows neither; a page that is not a web address is left out', () => {
    const { bus } = renderWithClock(<ProtectionHeaderItems platform="desktop" />);
    show(bus, testProtection({}, { sessionClock: false, limitsUrl: null, helpUrl: 'javascript:alert(1)' }));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  test('a guest, or a player whose protection is not known yet, sees nothing', () => {
    const { bus, container } = renderWithClock(<ProtectionHeaderItems platform="desktop" />);
    expect(container.querySelector('[role="timer"]')).toBeNull();
    show(bus, null);
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  test("embedded: a link asks the shell to open the page instead of the browser", () => {
    const { bus, sent } = renderWithClock(<ProtectionHeaderItems platform="desktop" />);
    show(bus, testProtection(), EMBEDDED);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      screen.getByRole('link', { name: 'Help' }).dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(sent).toEqual([{ type: 'openExternalLink', payload: { url: 'https://help.example/safer-gambling' } }]);
  });

  test.each<[string, ShellMode]>([
    ['standalone', STANDALONE],
    ['a pop-up the lobby opened', POP_UP],
  ])('%s: the browser opens the page itself, the shell is not asked', (_name, mode) => {
    const { bus, sent } = renderWithClock(<ProtectionHeaderItems platform="desktop" />);
    show(bus, testProtection(), mode);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    // jsdom does not navigate: the default is only looked at.
    screen.getByRole('link', { name: 'Limits' }).addEventListener('click', (event) => event.preventDefault());
    act(() => {
      screen.getByRole('link', { name: 'Limits' }).dispatchEvent(click);
    });
    expect(sent).toEqual([]);
  });

  test('phone width: the pages are behind a menu button, which Escape and a click elsewhere close', () => {
    const { bus } = renderWithClock(<ProtectionHeaderItems platform="mobile" />);
    show(bus, testProtection());
    expect(screen.getByRole('timer', { name: 'Session time' })).toBeTruthy();
    const toggle = screen.getByRole('button', { name: 'Limits and help' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Limits' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Limits' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Help' }), { key: 'Escape' });
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('link', { name: 'Help' })).toBeNull();
  });
});
