import { isUnderAllowedBase, joinBaseUrl } from './urls';

describe('joinBaseUrl', () => {
  it.each([
    ['http://h:1', '/api/v1/casino', 'http://h:1/api/v1/casino'],
    ['http://h:1/', '/api', 'http://h:1/api'],
    ['http://h:1/proxy-a', '/api', 'http://h:1/proxy-a/api'],
    ['http://h:1/api/v1/casino', '/api/v1/casino', 'http://h:1/api/v1/casino'],
    ['http://h:1/api/v1/casino/', '/api/v1/casino', 'http://h:1/api/v1/casino'],
    ['http://h:1', '/cms/appconfig/app-configs/', 'http://h:1/cms/appconfig/app-configs/'],
    ['http://h:1/cms/appconfig/app-configs', '/cms/appconfig/app-configs/', 'http://h:1/cms/appconfig/app-configs/'],
    ['', '/i18n', '/i18n'],
  ])('%s + %s -> %s', (base, path, expected) => {
    expect(joinBaseUrl(base, path)).toBe(expected);
  });
});

describe('isUnderAllowedBase', () => {
  const bases = ['https://proxy-a.example', 'https://proxy-b.example/edge/'];
  it.each([
    ['https://proxy-a.example/api/v1/casino/lobby', true],
    ['https://proxy-b.example/edge/api/games', true],
    ['https://proxy-b.example/edge', true],
    ['https://proxy-b.example/edgeless/api', false],
    ['https://proxy-b.example/api', false],
    ['http://proxy-a.example/api', false],
    ['https://proxy-a.example:8443/api', false],
    ['https://evil.example/api', false],
    ['https://proxy-a.example.evil.example/api', false],
    ['not a url at all ::', false],
  ])('%s -> %s', (url, expected) => {
    expect(isUnderAllowedBase(url, bases)).toBe(expected);
  });

  it('resolves relative proxy entries against the page', () => {
    expect(isUnderAllowedBase('http://localhost/api/x', ['/'])).toBe(true);
    expect(isUnderAllowedBase('https://evil.example/api/x', ['/'])).toBe(false);
  });
});
