import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { connectThemeClass } from './connectThemeClass';

describe('connectThemeClass', () => {
  test('dark before the settings, then the settings theme, one class at a time', () => {
    const bus = createLobbyBus();
    const root = document.createElement('html');
    const disconnect = connectThemeClass(bus, root);
    expect([...root.classList]).toEqual(['theme-dark']);
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, theme: 'light' });
    expect([...root.classList]).toEqual(['theme-light']);
    disconnect();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, theme: 'dark' });
    expect([...root.classList]).toEqual(['theme-light']);
  });
});
