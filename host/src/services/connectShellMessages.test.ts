import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { createNavigationHistory } from '../navigation/navigationHistory';
import { connectShellMessages } from './connectShellMessages';

function setup() {
  const bus = createLobbyBus();
  const storage = { set: jest.fn(() => true) };
  const root = document.createElement('html');
  root.classList.add('theme-dark');
  const history = createNavigationHistory();
  const disconnect = connectShellMessages(bus, { storage, root, history });
  return { bus, storage, root, history, disconnect };
}

describe('connectShellMessages', () => {
  test('theme switches the settings and the html class', () => {
    const { bus, root } = setup();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, theme: 'dark' });
    bus.emit('shell:received', { type: 'theme', payload: { theme: 'light' } });
    expect(bus.current('settings:changed')?.theme).toBe('light');
    expect([...root.classList]).toEqual(['theme-light']);
  });

  test('theme before the settings only sets the class', () => {
    const { bus, root } = setup();
    bus.emit('shell:received', { type: 'theme', payload: { theme: 'light' } });
    expect(bus.current('settings:changed')).toBeUndefined();
    expect(root.classList.contains('theme-light')).toBe(true);
  });

  test('geoToken is stored and put in the settings', () => {
    const { bus, storage } = setup();
    bus.emit('settings:changed', DEFAULT_SETTINGS);
    bus.emit('shell:received', { type: 'geoToken', payload: { token: 'tok' } });
    expect(storage.set).toHaveBeenCalledWith('geoToken', 'tok');
    expect(bus.current('settings:changed')?.geoComplyToken).toBe('tok');
  });

  test('backToLobby clears the active game and goes to the root', () => {
    const { bus } = setup();
    const paths: string[] = [];
    bus.on$('navigation:requested').subscribe(({ path }) => paths.push(path));
    bus.emit('game:activeChanged', { gameCode: 'g1', aggregator: 'bragg' });
    bus.emit('shell:received', { type: 'backToLobby' });
    expect(bus.current('game:activeChanged')).toBeNull();
    expect(paths).toEqual(['/']);
  });

  test('in play mode backToLobby returns to the last lobby screen visited', () => {
    const { bus, history } = setup();
    const paths: string[] = [];
    bus.on$('navigation:requested').subscribe(({ path }) => paths.push(path));
    ['/', '/slots', '/games/bragg%3Ag1'].forEach((path) => history.record(path));
    bus.emit('shell:received', { type: 'backToLobby' });
    expect(paths).toEqual(['/slots']);
  });

  test('other messages are left alone, and disconnect stops listening', () => {
    const { bus, storage, disconnect } = setup();
    bus.emit('shell:received', { type: 'iframeWindowData', payload: {} });
    disconnect();
    bus.emit('shell:received', { type: 'geoToken', payload: { token: 'tok' } });
    expect(storage.set).not.toHaveBeenCalled();
  });
});
