import { adjustLaunchUrl, type LaunchUrlContext } from './adjustLaunchUrl';

const base: LaunchUrlContext = {
  aggregator: 'bragg',
  locale: 'en',
  platform: 'desktop',
  platformType: 'web',
  isWPTPlay: false,
  lobbyUrl: 'https://lobby.example/',
};

function params(url: string, context: Partial<LaunchUrlContext>): Record<string, string> {
  return Object.fromEntries(new URL(adjustLaunchUrl(url, { ...base, ...context })).searchParams);
}

const GAME = 'https://games.example/play?game=1';

describe('adjustLaunchUrl (SPEC §5)', () => {
  test.each<[string, string, Partial<LaunchUrlContext>, Record<string, string>]>([
    ['yn becomes vi', `${GAME}&lang=yn`, {}, { game: '1', lang: 'vi' }],
    ['vn becomes vi', `${GAME}&language=VN`, {}, { game: '1', language: 'vi' }],
    [
      'locale=vn becomes vi',
      `${GAME}&locale=vn`,
      { aggregator: 'haba' },
      { game: '1', locale: 'vi', goback_url: base.lobbyUrl },
    ],
    ['other languages untouched', `${GAME}&lang=ko`, {}, { game: '1', lang: 'ko' }],
    ['plain bragg untouched', GAME, {}, { game: '1' }],
    ['oryx is bragg', GAME, { aggregator: 'oryx' }, { game: '1' }],
    ['asiagaming on iOS', GAME, { aggregator: 'asiagaming', platformType: 'ios' }, { game: '1', type: 'h5' }],
    [
      'asiagaming replaces type on iOS',
      `${GAME}&type=pc`,
      { aggregator: 'asiagaming', platformType: 'ios' },
      { game: '1', type: 'h5' },
    ],
    ['asiagaming on Android', GAME, { aggregator: 'asiagaming', platformType: 'android' }, { game: '1' }],
    ['atg99 English', GAME, { aggregator: 'atg99', locale: 'ja' }, { game: '1', isHide: '1', lang: 'en' }],
    [
      'atg99 Chinese keeps lang',
      `${GAME}&lang=zh`,
      { aggregator: 'atg99', locale: 'zh-CN' },
      { game: '1', lang: 'zh', isHide: '1' },
    ],
    ['atg99 zh-TW', GAME, { aggregator: 'ATG99', locale: 'zh-TW' }, { game: '1', isHide: '1' }],
    [
      'atg99 vn -> vi -> en',
      `${GAME}&lang=vn`,
      { aggregator: 'atg99', locale: 'vi' },
      { game: '1', lang: 'en', isHide: '1' },
    ],
    [
      'inhouse platform params',
      GAME,
      { aggregator: 'inhouse', platform: 'mobile', platformType: 'android', isWPTPlay: true },
      { game: '1', platform: 'mobile', platformType: 'android', isWPTPlay: 'true' },
    ],
    [
      'sicbo platform params',
      GAME,
      { aggregator: 'sicbo' },
      { game: '1', platform: 'desktop', platformType: 'web', isWPTPlay: 'false' },
    ],
    ['haba goback_url', GAME, { aggregator: 'haba' }, { game: '1', goback_url: base.lobbyUrl }],
    ['atg101 goback_url', GAME, { aggregator: 'atg101' }, { game: '1', goback_url: base.lobbyUrl }],
    ['goback_url kept if present', `${GAME}&goback_url=x`, { aggregator: 'haba' }, { game: '1', goback_url: 'x' }],
    ['no lobby url, no goback_url', GAME, { aggregator: 'haba', lobbyUrl: '' }, { game: '1' }],
    ['native untouched', GAME, { aggregator: 'native', platformType: 'ios' }, { game: '1' }],
    ['missing aggregator is bragg', GAME, { aggregator: null }, { game: '1' }],
  ])('%s', (_name, url, context, expected) => {
    expect(params(url, context)).toEqual(expected);
  });

  test.each<[string]>([['not a url'], [''], ['/relative/path?lang=vn'], ['x'.repeat(100_000)]])(
    'an unparsable address %p is returned unchanged',
    (url) => {
      expect(adjustLaunchUrl(url, { ...base, aggregator: 'haba' })).toBe(url);
    },
  );

  test('path, hash and other parameters survive', () => {
    const url = 'https://g.example/a/b?x=1&y=%F0%9F%83%8F#frag';
    const out = new URL(adjustLaunchUrl(url, { ...base, aggregator: 'atg101' }));
    expect([out.pathname, out.hash, out.searchParams.get('y')]).toEqual(['/a/b', '#frag', '🃏']);
  });
});
