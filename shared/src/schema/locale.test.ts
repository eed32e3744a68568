import { LOCALES } from '../settings';
import { matchLocale } from './locale';

describe('matchLocale', () => {
  test.each<[unknown, string | null]>([
    ...LOCALES.map((locale): [string, string] => [locale, locale]),
    ['EN', 'en'],
    ['zh_CN', 'zh-CN'],
    ['zh_tw', 'zh-TW'],
    ['es_MX', 'es-mx'],
    ['es-MX', 'es-mx'],
    ['es_ES', 'es'],
    ['en_US', 'en'],
    ['pt_BR', 'pt'],
    ['fr-CA', 'fr'],
    ['ja_JP', 'ja'],
    ['ko_KR', 'ko'],
    ['vi_VN', 'vi'],
    ['vn', 'vi'],
    ['yn', 'vi'],
    ['zh', 'zh-CN'],
    ['zh_Hans', 'zh-CN'],
    ['zh-Hant', 'zh-TW'],
    ['zh_HK', 'zh-TW'],
    ['tw', 'zh-TW'],
    ['jp', 'ja'],
    ['kr', 'ko'],
    ['in', 'id'],
    [' th ', 'th'],
    ['de', null],
    ['xx_YY', null],
    ['', null],
    ['_', null],
    ['__proto__', null],
    ['constructor', null],
    ['en'.repeat(100_000), null],
    [null, null],
    [42, null],
    [['en'], null],
  ])('%p -> %p', (input, expected) => {
    expect(matchLocale(input)).toBe(expected);
  });
});
