import {
  invalidCredentialsStatusText,
  launchesAfterLoad,
  planGameLaunch,
  type LaunchContext,
  type LaunchPlan,
} from './planGameLaunch';

const base: LaunchContext = {
  game: { code: 'gates', aggregator: 'bragg' },
  inCatalogue: true,
  guestMode: false,
  userId: 'u1',
  sessionId: 's1',
  platform: 'desktop',
  isAppPlatform: true,
  isIosWebApp: false,
  standalone: false,
  openInNewTab: false,
  editorPreview: false,
};

describe('planGameLaunch (SPEC §4 steps 1–6)', () => {
  test.each<[string, Partial<LaunchContext>, LaunchPlan]>([
    ['unknown game: not found', { inCatalogue: false }, { kind: 'gameNotFound' }],
    ['unknown game precedes the guest login', { inCatalogue: false, guestMode: true }, { kind: 'gameNotFound' }],
    [
      'a native game need not be in the catalogue',
      { inCatalogue: false, game: { code: '10', aggregator: 'native' } },
      { kind: 'openNativeGame' },
    ],
    ['1. guest, non-native: login', { guestMode: true }, { kind: 'openLogin' }],
    ['1. guest precedes missing credentials', { guestMode: true, userId: null }, { kind: 'openLogin' }],
    [
      '2. guest, native: open natively',
      { guestMode: true, game: { code: 'x', aggregator: 'native' } },
      { kind: 'openNativeGame' },
    ],
    ['2. native', { game: { code: 'x', aggregator: 'NATIVE' } }, { kind: 'openNativeGame' }],
    [
      '3. haba off-app: mini-game',
      { isAppPlatform: false, game: { code: '10', aggregator: 'haba' } },
      { kind: 'openMiniGame', id: 10 },
    ],
    [
      '3. haba off-app, unsupported id',
      { isAppPlatform: false, game: { code: '12', aggregator: 'haba' } },
      { kind: 'miniGameRefused', warning: expect.stringContaining('Supported ids: 1, 2, 3, 10') as unknown as string },
    ],
    [
      '3. haba in the app launches normally',
      { game: { code: '10', aggregator: 'haba' } },
      { kind: 'open', target: 'popup' },
    ],
    ['4. iOS web app, not standalone', { isIosWebApp: true }, { kind: 'addShortcut' }],
    ['4. shortcut precedes missing credentials', { isIosWebApp: true, sessionId: null }, { kind: 'addShortcut' }],
    [
      '5. no userId',
      { userId: null },
      { kind: 'launchFailed', statusText: 'Invalid user credentials provided. userId: null or sessionId: s1' },
    ],
    [
      '5. blank sessionId',
      { sessionId: '  ' },
      { kind: 'launchFailed', statusText: 'Invalid user credentials provided. userId: u1 or sessionId:   ' },
    ],
    ['6. iOS standalone: new tab', { isIosWebApp: true, standalone: true }, { kind: 'open', target: 'newTab' }],
    ['6. configured new tab on mobile', { openInNewTab: true, platform: 'mobile' }, { kind: 'open', target: 'newTab' }],
    ['6. configured new tab on desktop: not the pop-up', { openInNewTab: true }, { kind: 'open', target: 'newTab' }],
    [
      '6. a new tab still needs the credentials',
      { openInNewTab: true, userId: null },
      { kind: 'launchFailed', statusText: 'Invalid user credentials provided. userId: null or sessionId: s1' },
    ],
    ['6. desktop: pop-up', {}, { kind: 'open', target: 'popup' }],
    ['6. mobile: game route', { platform: 'mobile' }, { kind: 'open', target: 'route' }],
    ['preview: the parent is told, nothing opens', { editorPreview: true }, { kind: 'previewLink' }],
    [
      'preview precedes every step, even an unknown or native game',
      { editorPreview: true, inCatalogue: false, guestMode: true, game: { code: 'x', aggregator: 'native' } },
      { kind: 'previewLink' },
    ],
    ['oryx is bragg', { game: { code: 'x', aggregator: 'oryx' } }, { kind: 'open', target: 'popup' }],
  ])('%s', (_name, overrides, expected) => {
    expect(planGameLaunch({ ...base, ...overrides })).toEqual(expected);
  });

  test('the credentials text', () => {
    expect(invalidCredentialsStatusText(null, null)).toBe(
      'Invalid user credentials provided. userId: null or sessionId: null',
    );
  });
});

describe('launchesAfterLoad', () => {
  test.each<[string[], 'desktop' | 'mobile', string[]]>([
    [['a', 'b', 'c'], 'desktop', ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'mobile', ['c']],
    [[], 'desktop', []],
    [[], 'mobile', []],
    [['a'], 'mobile', ['a']],
  ])('%p on %p -> %p', (queue, platform, expected) => {
    expect(launchesAfterLoad(queue, platform)).toEqual(expected);
  });
});
