import { DEFAULT_SETTINGS } from '@lobby/domain';
import { act } from '@testing-library/react';
import { renderConnectedHook } from '../testing/renderConnected';
import { useDisplaySettings } from './useDisplaySettings';

describe('useDisplaySettings', () => {
  test('desktop and no locale until the host publishes them, then the layout, the locale and the currency', () => {
    const { result, bus } = renderConnectedHook(() => useDisplaySettings());
    expect(result.current).toEqual({
      platform: 'desktop',
      locale: undefined,
      currency: undefined,
      forceShowGameInfo: false,
      editorPreview: false,
    });
    act(() => bus.emit('settings:changed', { ...DEFAULT_SETTINGS, platform: 'desktop', locale: 'ko', currency: 'KRW' }));
    act(() => bus.emit('layout:changed', { platform: 'mobile' }));
    expect(result.current).toEqual({ platform: 'mobile', locale: 'ko', currency: 'KRW', forceShowGameInfo: false, editorPreview: false });
  });

  test("the layout, not the settings' platform, decides the look", () => {
    const { result, bus } = renderConnectedHook(() => useDisplaySettings());
    act(() => bus.emit('layout:changed', { platform: 'desktop' }));
    act(() => bus.emit('settings:changed', { ...DEFAULT_SETTINGS, platform: 'mobile' }));
    expect(result.current.platform).toBe('desktop');
  });

  test('keeps its identity while platform and locale stay the same', () => {
    const { result, bus } = renderConnectedHook(() => useDisplaySettings());
    act(() => bus.emit('settings:changed', { ...DEFAULT_SETTINGS }));
    const first = result.current;
    act(() => bus.emit('settings:changed', { ...DEFAULT_SETTINGS, userBalance: 10 }));
    expect(result.current).toBe(first);
  });
});
