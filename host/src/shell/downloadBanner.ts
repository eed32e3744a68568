import type { DownloadBannerInfo, ShellRecord } from '@lobby/shared';

/** Disabled by default (SPEC §3), so a lobby the shell says nothing about shows no banner. */
export const DEFAULT_DOWNLOAD_BANNER: DownloadBannerInfo = {
  isInstallBannerDisabled: true,
  downloadLink: null,
  content: null,
};

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * Reads the shell's 'downloadBannerInfo' (a free JSON object on the wire): wrong types keep
 * the defaults, and only http(s) links are kept, since the link becomes an href.
 */
export function parseDownloadBanner(payload: ShellRecord): DownloadBannerInfo {
  const { isInstallBannerDisabled, downloadLink, content } = payload;
  return {
    isInstallBannerDisabled:
      typeof isInstallBannerDisabled === 'boolean' ? isInstallBannerDisabled : DEFAULT_DOWNLOAD_BANNER.isInstallBannerDisabled,
    downloadLink: typeof downloadLink === 'string' && isHttpUrl(downloadLink) ? downloadLink : null,
    content: typeof content === 'string' && content.trim() !== '' ? content : null,
  };
}

/** Shown only when enabled and there is somewhere to download from. */
export function isDownloadBannerShown(info: DownloadBannerInfo): boolean {
  return !info.isInstallBannerDisabled && info.downloadLink !== null;
}
