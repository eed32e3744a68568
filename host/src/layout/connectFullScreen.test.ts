import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import { connectFullScreen } from './connectFullScreen';

const viewport = () => document.head.querySelector<HTMLMetaElement>('meta[name="viewport"]')?.content;

describe('connectFullScreen (SPEC §3 useFullScreenCasino)', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />';
  });

  test('true (the default): the lobby covers the screen, its layout padded by the safe-area insets', () => {
    const bus = createLobbyBus();
    connectFullScreen(bus, document);
    bus.emit('settings:changed', DEFAULT_SETTINGS);
    expect(viewport()).toBe('width=device-width, initial-scale=1, viewport-fit=cover');
    expect(document.documentElement.dataset.fullScreen).toBe('true');
  });

  test('false: the web view keeps the lobby in the safe area; back to true covers again', () => {
    const bus = createLobbyBus();
    connectFullScreen(bus, document);
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, useFullScreenCasino: false });
    expect(viewport()).toBe('width=device-width, initial-scale=1');
    expect(document.documentElement.dataset.fullScreen).toBe('false');
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, useFullScreenCasino: true });
    expect(viewport()).toContain('viewport-fit=cover');
  });

  test('a page without a viewport element gets one', () => {
    document.head.innerHTML = '';
    const bus = createLobbyBus();
    connectFullScreen(bus, document);
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, useFullScreenCasino: false });
    expect(viewport()).toBe('width=device-width, initial-scale=1');
  });
});
