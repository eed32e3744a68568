import { isChineseLocale, isSupportedLocale, resolveLocale } from './locale';

describe('resolveLocale', () => {
  test.each<[unknown, string]>([
    ['zh_CN', 'zh-CN'],
    ['de', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%p -> %p (fallback en)', (input, expected) => {
    expect(resolveLocale(input)).toBe(expected);
  });
});

describe('isSupportedLocale / isChineseLocale', () => {
  test.each<[unknown, boolean, boolean]>([
    ['zh-CN', true, true],
    ['zh-TW', true, true],
    ['zh_CN', false, true],
    ['zh', false, true],
    ['en', true, false],
    ['es-mx', true, false],
    ['es-MX', false, false],
    ['ja', true, false],
    [null, false, false],
  ])('%p supported %p chinese %p', (input, supported, chinese) => {
    expect(isSupportedLocale(input)).toBe(supported);
    expect(isChineseLocale(input)).toBe(chinese);
  });
});
