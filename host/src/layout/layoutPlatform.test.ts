import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS } from '@lobby/domain';
import type { LobbySettings, Platform } from '@lobby/shared';
import { connectLayoutPlatform, platformInForce } from './layoutPlatform';
import { platformPrefixOf } from './platformPrefix';

describe('platformInForce (SPEC §2)', () => {
  test.each<[string, string, number | null, Platform | null, number, Platform]>([
    ['no prefix, a phone', '/', null, null, 390, 'mobile'],
    ['no prefix, a narrow desktop window', '/slots', null, null, 900, 'mobile'],
    ['no prefix, a wide window', '/', null, null, 1280, 'desktop'],
    ['the /desktop prefix on a phone', '/desktop/', null, null, 390, 'desktop'],
    ['the /mobile prefix on a wide window', '/mobile/slots', null, null, 1280, 'mobile'],
    ["the host application's frame width over the window's", '/', 390, null, 1280, 'mobile'],
    ['the layout, once it has decided', '/', null, 'desktop', 390, 'desktop'],
  ])('%s', (_name, path, frameWidth, layout, innerWidth, expected) => {
    const bus = createLobbyBus();
    if (frameWidth !== null) bus.emit('shell:frameChanged', { width: frameWidth, height: null });
    if (layout !== null) bus.emit('layout:changed', { platform: layout });
    expect(platformInForce(bus, platformPrefixOf(path), { innerWidth })).toBe(expected);
  });
});

describe('connectLayoutPlatform', () => {
  function setup() {
    const bus = createLobbyBus();
    const settings: LobbySettings[] = [];
    bus.on$('settings:changed').subscribe((value) => settings.push(value));
    const disconnect = connectLayoutPlatform(bus);
    return { bus, settings, disconnect };
  }

  test('crossing the breakpoint sends the settings again with the new platform, once per switch', () => {
    const { bus, settings } = setup();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, platform: 'desktop', locale: 'fr' });
    bus.emit('layout:changed', { platform: 'mobile' });
    bus.emit('layout:changed', { platform: 'mobile' });
    bus.emit('layout:changed', { platform: 'desktop' });
    expect(settings.map(({ platform, locale }) => [platform, locale])).toEqual([
      ['desktop', 'fr'],
      ['mobile', 'fr'],
      ['desktop', 'fr'],
    ]);
  });

  test('a layout that agrees with the settings, or one before any settings, sends nothing', () => {
    const { bus, settings } = setup();
    bus.emit('layout:changed', { platform: 'mobile' });
    expect(settings).toEqual([]);
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, platform: 'mobile' });
    bus.emit('layout:changed', { platform: 'mobile' });
    expect(settings).toHaveLength(1);
  });

  test('disconnected, it follows nothing', () => {
    const { bus, settings, disconnect } = setup();
    bus.emit('settings:changed', { ...DEFAULT_SETTINGS, platform: 'desktop' });
    disconnect();
    bus.emit('layout:changed', { platform: 'mobile' });
    expect(settings.map(({ platform }) => platform)).toEqual(['desktop']);
  });
});
