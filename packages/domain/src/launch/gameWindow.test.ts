import {
  gameOfRoutePath,
  gameRoutePath,
  gameWindowFeatures,
  gameWindowName,
  gameWindowUrl,
  isGameRoutePath,
  isGameWindowName,
  playModeOf,
  type ScreenArea,
} from './gameWindow';

const SCREEN: ScreenArea = { availLeft: 0, availTop: 0, availWidth: 1920, availHeight: 1040 };

describe('gameRoutePath / gameOfRoutePath', () => {
  test.each<[string, string, string]>([
    ['bragg', 'g 1', '/games/bragg%3Ag%201'],
    ['oryx', 'x', '/games/bragg%3Ax'],
    ['haba', '10', '/games/haba%3A10'],
  ])('%s %s -> %s', (aggregator, code, path) => {
    expect(gameRoutePath(aggregator, code)).toBe(path);
  });

  test.each<[string, string, 'real' | 'fun', string]>([
    ['bragg', 'book', 'real', '/games/bragg%3Abook'],
    ['bragg', 'book', 'fun', '/games/bragg%3Abook?mode=fun'],
    ['oryx', 'g 1', 'fun', '/games/bragg%3Ag%201?mode=fun'],
  ])('the route of %s %s for %s money -> %s (issue #34)', (aggregator, code, mode, path) => {
    expect(gameRoutePath(aggregator, code, mode)).toBe(path);
  });

  test.each<[string | null | undefined, 'real' | 'fun']>([
    ['fun', 'fun'],
    ['real', 'real'],
    [null, 'real'],
    [undefined, 'real'],
    ['', 'real'],
    ['FUN', 'real'],
    ['demo', 'real'],
    [' fun', 'real'],
  ])('the mode query value %p plays for %p money (an invalid value is ignored)', (value, mode) => {
    expect(playModeOf(value)).toBe(mode);
  });

  test.each<[string | null, { code: string; aggregator: string } | null]>([
    ['/games/haba%3A10', { code: '10', aggregator: 'haba' }],
    ['/games/bragg%3Ag%201', { code: 'g 1', aggregator: 'bragg' }],
    ['/games/oryx%3Ax', { code: 'x', aggregator: 'bragg' }],
    ['/games/ORYX%3AAbc%3A1', { code: 'Abc:1', aggregator: 'bragg' }],
    ['/games/bragg%3Aa%2Cb', null],
    ['/games/', null],
    ['/games/a/b', null],
    ['/games/%E0%A4%A', null],
    ['/slots', null],
    ['https://example.com/games/x', null],
    [null, null],
  ])('%p names %p', (path, expected) => {
    expect(gameOfRoutePath(path)).toEqual(expected);
  });
});

describe('gameWindowUrl (SPEC §2)', () => {
  const query = { locale: 'es-mx', theme: 'light', brand: 'WPTA', platform: 'desktop' } as const;
  test.each<[number | null, string]>([
    [null, '60'],
    [90, '90'],
    [0, '60'],
    [Number.NaN, '60'],
  ])('loading timeout %p -> %s', (seconds, expected) => {
    const url = new URL(
      gameWindowUrl({ aggregator: 'bragg', code: 'g 1', loadingTimeoutInSeconds: seconds }, query),
      'https://lobby.test',
    );
    expect(url.pathname).toBe('/desktop/games/bragg%3Ag%201');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: 'es-mx',
      theme: 'light',
      brand: 'WPTA',
      loadingTimeout: expected,
    });
  });

  test.each<['real' | 'fun', Record<string, string>]>([
    ['real', {}],
    ['fun', { mode: 'fun' }],
  ])('a %s-money window says its mode as the game route does (issue #34)', (mode, extra) => {
    const url = new URL(
      gameWindowUrl({ aggregator: 'bragg', code: 'g 1', loadingTimeoutInSeconds: null }, query, mode),
      'https://lobby.test',
    );
    expect(url.pathname).toBe('/desktop/games/bragg%3Ag%201');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: 'es-mx',
      theme: 'light',
      brand: 'WPTA',
      loadingTimeout: '60',
      ...extra,
    });
  });

  test.each<['desktop' | 'mobile', string]>([
    ['desktop', '/desktop/games/bragg%3Ag%201'],
    ['mobile', '/mobile/games/bragg%3Ag%201'],
  ])('a %s launch opens under its platform prefix', (platform, path) => {
    const url = new URL(
      gameWindowUrl({ aggregator: 'bragg', code: 'g 1', loadingTimeoutInSeconds: null }, { ...query, platform }),
      'https://lobby.test',
    );
    expect(url.pathname).toBe(path);
  });
});

describe('gameWindowFeatures (SPEC §9)', () => {
  test.each<[string, 'left' | 'right', ScreenArea, string]>([
    ['left', 'left', SCREEN, 'popup=yes,width=1000,height=810,left=0,top=115'],
    ['right', 'right', SCREEN, 'popup=yes,width=1000,height=810,left=920,top=115'],
    [
      'second screen',
      'left',
      { ...SCREEN, availLeft: 1920, availTop: 20 },
      'popup=yes,width=1000,height=810,left=1920,top=135',
    ],
    [
      'small screen',
      'right',
      { availLeft: 0, availTop: 0, availWidth: 800, availHeight: 600 },
      'popup=yes,width=800,height=600,left=0,top=0',
    ],
  ])('%s', (_name, position, screen, expected) => {
    expect(gameWindowFeatures(position, screen)).toBe(expected);
  });
});

describe('game window names', () => {
  test('a game window is named after its game, and known by its name', () => {
    expect(gameWindowName('oryx', 'g1')).toBe('casino-lobby-game:bragg:g1');
    expect(isGameWindowName(gameWindowName('bragg', 'g1'))).toBe(true);
    // Launching one game under two spellings reuses its one window.
    expect(gameWindowName('ORYX', 'Abc:1')).toBe(gameWindowName('bragg', 'abc:1'));
    expect(isGameWindowName('')).toBe(false);
    expect(isGameWindowName('lobby')).toBe(false);
  });
});

describe('isGameRoutePath', () => {
  test.each([
    ['/games/bragg%3Abook', true],
    ['/games', true],
    ['/games/', true],
    ['/gamesx', false],
    ['/', false],
    ['/slots/games/x', false],
  ])('%s: %p', (path, expected) => {
    expect(isGameRoutePath(path)).toBe(expected);
  });
});
