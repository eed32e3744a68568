import type { Session } from '@lobby/shared';
import { DEFAULT_SETTINGS } from '../settings/schema';
import { launchContextOf, type LaunchEnvironment } from './launchContext';

const GAME = { code: 'gates', aggregator: 'bragg' };
const KNOWN = { ...GAME, inCatalogue: true, hasDemo: false, mode: 'real' as const };
const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const BROWSER: LaunchEnvironment = { shellTransport: null, displayStandalone: false };

describe('launchContextOf', () => {
  test.each<
    [
      string,
      'web' | 'ios' | 'android' | 'other',
      LaunchEnvironment,
      { isAppPlatform: boolean; isIosWebApp: boolean; standalone: boolean },
    ]
  >([
    ['a plain browser', 'web', BROWSER, { isAppPlatform: false, isIosWebApp: false, standalone: false }],
    [
      'the iOS app',
      'ios',
      { shellTransport: 'ios', displayStandalone: false },
      { isAppPlatform: true, isIosWebApp: false, standalone: false },
    ],
    [
      'the Android app',
      'android',
      { shellTransport: 'android', displayStandalone: false },
      { isAppPlatform: true, isIosWebApp: false, standalone: false },
    ],
    ['iOS Safari', 'ios', BROWSER, { isAppPlatform: false, isIosWebApp: true, standalone: false }],
    [
      'iOS home screen',
      'ios',
      { shellTransport: null, displayStandalone: true },
      { isAppPlatform: false, isIosWebApp: true, standalone: true },
    ],
    [
      'an iframe host',
      'web',
      { shellTransport: 'parent', displayStandalone: false },
      { isAppPlatform: false, isIosWebApp: false, standalone: false },
    ],
  ])('%s', (_name, platformType, environment, expected) => {
    expect(
      launchContextOf(KNOWN, { ...DEFAULT_SETTINGS, platform: 'mobile', platformType }, PLAYER, environment),
    ).toEqual({
      game: GAME,
      inCatalogue: true,
      guestMode: false,
      userId: 'u1',
      sessionId: 's1',
      platform: 'mobile',
      openInNewTab: false,
      editorPreview: false,
      mode: 'real',
      hasDemo: false,
      protection: null,
      ...expected,
    });
  });

  test("a fun launch of a demo game, with the player's protection at the lobby's now (issue #34)", () => {
    const protection = { state: { exclusion: null, lossLimit: null }, now: 42 };
    const context = launchContextOf({ ...KNOWN, hasDemo: true, mode: 'fun' }, DEFAULT_SETTINGS, PLAYER, BROWSER, protection);
    expect(context).toMatchObject({ mode: 'fun', hasDemo: true, protection });
  });

  test('a guest session is guest mode, with its ids as they are', () => {
    const context = launchContextOf(KNOWN, DEFAULT_SETTINGS, { userId: null, sessionId: null, guest: true }, BROWSER);
    expect(context).toMatchObject({ guestMode: true, userId: null, sessionId: null });
  });

  test.each<[boolean, boolean]>([
    [false, false],
    [true, true],
  ])('openGamesInNewTab %p: configured for a new tab %p (SPEC §4 step 6)', (setting, expected) => {
    const context = launchContextOf(KNOWN, { ...DEFAULT_SETTINGS, openGamesInNewTab: setting }, PLAYER, BROWSER);
    expect(context.openInNewTab).toBe(expected);
  });

  test("an injected reply makes it an editor's preview", () => {
    const context = launchContextOf(KNOWN, { ...DEFAULT_SETTINGS, casinoJsonResponse: '{}' }, PLAYER, BROWSER);
    expect(context.editorPreview).toBe(true);
  });
});
