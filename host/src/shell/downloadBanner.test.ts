import { DEFAULT_DOWNLOAD_BANNER, isDownloadBannerShown, parseDownloadBanner } from './downloadBanner';

describe('parseDownloadBanner', () => {
  test('an empty payload keeps the defaults (disabled)', () => {
    expect(parseDownloadBanner({})).toEqual(DEFAULT_DOWNLOAD_BANNER);
    expect(isDownloadBannerShown(parseDownloadBanner({}))).toBe(false);
  });

  test('an enabled banner with a link is shown', () => {
    const info = parseDownloadBanner({
      isInstallBannerDisabled: false,
      downloadLink: 'https://apps.example/app',
      content: 'Get the app',
    });
    expect(info).toEqual({ isInstallBannerDisabled: false, downloadLink: 'https://apps.example/app', content: 'Get the app' });
    expect(isDownloadBannerShown(info)).toBe(true);
  });

  test.each([
    ['wrong flag type', { isInstallBannerDisabled: 'false', downloadLink: 'https://a.example/' }],
    ['javascript link', { isInstallBannerDisabled: false, downloadLink: 'javascript:alert(1)' }],
    ['no link', { isInstallBannerDisabled: false }],
  ])('%s is not shown', (_name, payload) => {
    expect(isDownloadBannerShown(parseDownloadBanner(payload))).toBe(false);
  });

  test('blank content is null', () => {
    expect(parseDownloadBanner({ content: '  ' }).content).toBeNull();
  });
});
