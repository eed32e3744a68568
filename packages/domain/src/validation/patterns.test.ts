import { isAllowedUrl } from './patterns';

describe('isAllowedUrl (http, https, ftp)', () => {
  test.each<[unknown, boolean]>([
    ['http://example.com', true],
    ['https://example.com/path?q=1#x', true],
    ['ftp://files.example.com/a.txt', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['https://例え.jp', true],
    ['javascript:alert(1)', false],
    ['data:text/html,hi', false],
    ['file:///etc/passwd', false],
    ['mailto:a@b.c', false],
    ['//example.com', false],
    ['/relative', false],
    ['example.com', false],
    [' https://example.com', false],
    ['https://', false],
    ['', false],
    [null, false],
    [42, false],
  ])('%p -> %p', (value, expected) => {
    expect(isAllowedUrl(value)).toBe(expected);
  });
});
