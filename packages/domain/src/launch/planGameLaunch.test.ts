import {
  invalidCredentialsStatusText,
  launchesAfterLoad,
  planGameLaunch,
  type LaunchContext,
  type LaunchPlan,
} from './planGameLaunch';
import type { ProtectionFacts } from '../actions/playerActionGate';

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
  mode: 'real',
  hasDemo: false,
  protection: null,
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

const NOW = Date.parse('2026-11-28T12:00:00Z');
const UNTIL = '2027-05-28T12:00:00Z';
const RESETS = '2026-11-30T00:00:00Z';
const protectionOf = (state: Partial<ProtectionFacts['state']>): ProtectionFacts => ({
  state: { exclusion: null, lossLimit: null, ...state },
  now: NOW,
});
const SELF_EXCLUDED = protectionOf({ exclusion: { kind: 'selfExcluded', until: UNTIL } });
const EXCLUDED_FOR_EVER = protectionOf({ exclusion: { kind: 'selfExcluded', until: null } });
const COOLING_OFF = protectionOf({ exclusion: { kind: 'coolOff', until: '2026-11-29T12:00:00Z' } });
const COOL_OFF_OVER = protectionOf({ exclusion: { kind: 'coolOff', until: '2026-11-28T11:00:00Z' } });
const LOSS_LIMIT_REACHED = protectionOf({ lossLimit: { amount: 200, used: 200, period: 'week', resetsAt: RESETS } });
const LOSS_LIMIT_LEFT = protectionOf({ lossLimit: { amount: 200, used: 35, period: 'week', resetsAt: RESETS } });
const FUN: Partial<LaunchContext> = { mode: 'fun', hasDemo: true };

describe('planGameLaunch: player protection refuses real-money launches (issue #34)', () => {
  test.each<[string, Partial<LaunchContext>, LaunchPlan]>([
    [
      'self-excluded until a date',
      { protection: SELF_EXCLUDED },
      { kind: 'refused', refusal: { reason: 'selfExcluded', until: UNTIL } },
    ],
    [
      'self-excluded without an end',
      { protection: EXCLUDED_FOR_EVER },
      { kind: 'refused', refusal: { reason: 'selfExcluded', until: null } },
    ],
    [
      'a cool-off',
      { protection: COOLING_OFF },
      { kind: 'refused', refusal: { reason: 'coolOff', until: '2026-11-29T12:00:00Z' } },
    ],
    ['a cool-off that ended opens', { protection: COOL_OFF_OVER }, { kind: 'open', target: 'popup' }],
    [
      'a loss limit reached: until it resets',
      { protection: LOSS_LIMIT_REACHED, platform: 'mobile' },
      { kind: 'refused', refusal: { reason: 'lossLimit', until: RESETS } },
    ],
    ['a loss limit with money left opens', { protection: LOSS_LIMIT_LEFT }, { kind: 'open', target: 'popup' }],
    ['unknown protection refuses nothing', { protection: null }, { kind: 'open', target: 'popup' }],
    ['a guest is still asked to log in first', { guestMode: true, protection: SELF_EXCLUDED }, { kind: 'openLogin' }],
    [
      "the app's own games too: a break is from all play",
      { protection: SELF_EXCLUDED, game: { code: 'x', aggregator: 'native' } },
      { kind: 'refused', refusal: { reason: 'selfExcluded', until: UNTIL } },
    ],
    [
      'before the home-screen shortcut is asked for',
      { protection: COOLING_OFF, isIosWebApp: true },
      { kind: 'refused', refusal: { reason: 'coolOff', until: '2026-11-29T12:00:00Z' } },
    ],
    ['an unknown game is still not found', { protection: SELF_EXCLUDED, inCatalogue: false }, { kind: 'gameNotFound' }],
    [
      'missing credentials fail as before (protection is a signed-in player\'s)',
      { protection: SELF_EXCLUDED, sessionId: null },
      { kind: 'launchFailed', statusText: 'Invalid user credentials provided. userId: u1 or sessionId: null' },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(planGameLaunch({ ...base, ...overrides })).toEqual(expected);
  });
});

describe('planGameLaunch: play for fun (issue #34)', () => {
  test.each<[string, Partial<LaunchContext>, LaunchPlan]>([
    ['desktop: the pop-up', FUN, { kind: 'open', target: 'popup' }],
    ['mobile: the game route', { ...FUN, platform: 'mobile' }, { kind: 'open', target: 'route' }],
    ['a configured new tab', { ...FUN, openInNewTab: true }, { kind: 'open', target: 'newTab' }],
    ['iOS standalone: a new tab', { ...FUN, isIosWebApp: true, standalone: true }, { kind: 'open', target: 'newTab' }],
    [
      'a guest plays without logging in',
      { ...FUN, guestMode: true, userId: null, sessionId: null, platform: 'mobile' },
      { kind: 'open', target: 'route' },
    ],
    ['no credentials needed', { ...FUN, userId: null }, { kind: 'open', target: 'popup' }],
    [
      'iOS Safari plays the demo without the shortcut step',
      { ...FUN, isIosWebApp: true, platform: 'mobile' },
      { kind: 'open', target: 'route' },
    ],
    ['a game without a demo has no fun launch', { ...FUN, hasDemo: false }, { kind: 'noDemo' }],
    [
      "the app's own games have no demo",
      { ...FUN, game: { code: 'x', aggregator: 'native' }, inCatalogue: false },
      { kind: 'noDemo' },
    ],
    [
      'nor have mini-games off the app',
      { ...FUN, isAppPlatform: false, game: { code: '10', aggregator: 'haba' } },
      { kind: 'noDemo' },
    ],
    ['an unknown game is not found', { ...FUN, inCatalogue: false }, { kind: 'gameNotFound' }],
    ["an editor's preview names it", { ...FUN, editorPreview: true }, { kind: 'previewLink' }],
    [
      'a self-excluded player is refused fun play too',
      { ...FUN, protection: SELF_EXCLUDED },
      { kind: 'refused', refusal: { reason: 'selfExcluded', until: UNTIL } },
    ],
    [
      'and a player on a cool-off',
      { ...FUN, protection: COOLING_OFF },
      { kind: 'refused', refusal: { reason: 'coolOff', until: '2026-11-29T12:00:00Z' } },
    ],
    ['a loss limit reached still lets them play for fun', { ...FUN, protection: LOSS_LIMIT_REACHED }, { kind: 'open', target: 'popup' }],
  ])('%s', (_name, overrides, expected) => {
    expect(planGameLaunch({ ...base, ...overrides })).toEqual(expected);
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
