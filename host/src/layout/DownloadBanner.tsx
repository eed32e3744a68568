import { Trans, useLingui } from '@lingui/react/macro';
import { Button, tokens, useBus } from '@lobby/ui';
import { useEffect, useState } from 'react';
import { DEFAULT_DOWNLOAD_BANNER, isDownloadBannerShown, parseDownloadBanner } from './downloadBanner';

/** SPEC §3 download banner, configured by the shell's 'downloadBannerInfo'; dismissable. */
export function DownloadBanner() {
  const bus = useBus();
  const { t } = useLingui();
  const [info, setInfo] = useState(DEFAULT_DOWNLOAD_BANNER);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const subscription = bus.on$('shell:received').subscribe((message) => {
      if (message.type !== 'downloadBannerInfo') return;
      setInfo(parseDownloadBanner(message.payload));
      setDismissed(false);
    });
    return () => subscription.unsubscribe();
  }, [bus]);

  if (dismissed || !isDownloadBannerShown(info)) return null;
  return (
    <aside
      aria-label={t`Download the app`}
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
      <p css={{ flex: 1, margin: 0 }}>{info.content ?? <Trans>Get the casino app.</Trans>}</p>
      <a
        href={info.downloadLink ?? undefined}
        target="_blank"
        rel="noopener noreferrer"
        css={(theme) => ({
          color: theme.color.accent,
          '&:focus-visible': { outline: `${tokens.focusRing.width} solid ${theme.color.focus}` },
        })}
      >
        <Trans>Download</Trans>
      </a>
      <Button variant="ghost" size="sm" onClick={() => setDismissed(true)}>
        <Trans>Dismiss</Trans>
      </Button>
    </aside>
  );
}
