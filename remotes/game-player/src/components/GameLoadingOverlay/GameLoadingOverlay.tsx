import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@lobby/domain';
import { LoadingOverlay } from '@lobby/ui';

export interface GameLoadingOverlayProps {
  /** 0–100. */
  readonly progress: number;
  /** The limit has passed: the timeout text replaces the progress text. */
  readonly timedOut: boolean;
  readonly timeoutSeconds: number;
  /** The game's loading artwork per orientation, when the catalogue has it. */
  readonly loadingImage: { readonly landscape: string | null; readonly portrait: string | null } | null;
  readonly brandTitleImage: string;
}

const artwork = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.lg};
  max-width: 100%;
`;

const loadingArt = (theme: Theme) => css`
  display: block;
  width: min(640px, 90vw);
  max-height: 45vh;
  object-fit: contain;
  border-radius: ${theme.radii.lg};
  @media (orientation: portrait) {
    width: min(280px, 60vw);
  }
`;

const brandArt = css`
  display: block;
  width: min(240px, 60vw);
  height: auto;
`;

/**
 * SPEC §2 game page: the loading overlay with the game's landscape or portrait loading image
 * (the browser picks by orientation), the brand title image and the progress bar; the
 * progress text with the timeout until the limit, then the timeout text.
 */
export function GameLoadingOverlay({ progress, timedOut, timeoutSeconds, loadingImage, brandTitleImage }: GameLoadingOverlayProps) {
  const { t, i18n } = useLingui();
  const landscape = loadingImage?.landscape ?? null;
  const portrait = loadingImage?.portrait ?? null;
  const timeout = formatNumber(Math.round(timeoutSeconds), i18n.locale);
  const media = (
    <div css={artwork}>
      {(landscape ?? portrait) !== null && (
        <picture data-loading-image="">
          {portrait !== null && <source media="(orientation: portrait)" srcSet={portrait} />}
          <img css={loadingArt} src={landscape ?? portrait ?? undefined} alt="" />
        </picture>
      )}
      <img css={brandArt} src={brandTitleImage} alt="" data-brand-title="" />
    </div>
  );
  const message = timedOut ? (
    <Trans id="gameLoading.message.timeout">Your request timed out. Please check your internet connection and try again.</Trans>
  ) : (
    <Trans id="gameLoading.message.progress">Loading the game. This can take up to {timeout} seconds.</Trans>
  );
  return <LoadingOverlay progress={progress} media={media} message={message} label={t({ id: 'gameLoading.label', message: `Loading the game` })} />;
}
