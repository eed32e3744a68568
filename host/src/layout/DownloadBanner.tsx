import { Trans, useLingui } from '@lingui/react/macro';
import { Button, tokens, useBusValue } from '@lobby/ui';
import { useState } from 'react';
import { DEFAULT_DOWNLOAD_BANNER, isDownloadBannerShown } from '../shell/downloadBanner';

/** SPEC §3 download banner, as the shell configured it ('downloadBanner:changed'); dismissable. */
export function DownloadBanner() {
  const { t } = useLingui();
  const info = useBusValue('downloadBanner:changed') ?? DEFAULT_DOWNLOAD_BANNER;
  // Dismissing hides this configuration; a new one from the shell shows again.
  const [dismissedInfo, setDismissedInfo] = useState<typeof info | null>(null);

  if (dismissedInfo === info || !isDownloadBannerShown(info)) return null;
  return (
    <aside
      aria-label={t({ id: 'host.download.label', message: `Download the app` })}
      data-testid="download-banner"
      css={(theme) => ({
        display: 'flex',
        alignItems: 'center',
        gap: tokens.space.md,
        padding: `${tokens.space.sm} ${tokens.space.lg}`,
        backgroundColor: theme.color.surfaceSunken,
        color: theme.color.text,
      })}
    >
      <p css={{ flex: 1, margin: 0 }}>{info.content ?? <Trans id="host.download.message">Get the casino app.</Trans>}</p>
      <a
        href={info.downloadLink ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        css={(theme) => ({
          color: theme.color.accent,
          '&:focus-visible': { outline: `${tokens.focusRing.width} solid ${theme.color.focus}` },
        })}
      >
        <Trans id="host.download.action">Download</Trans>
      </a>
      <Button variant="ghost" size="sm" onClick={() => setDismissedInfo(info)}>
        <Trans id="host.download.dismiss">Dismiss</Trans>
      </Button>
    </aside>
  );
}
