import type { Theme } from '@emotion/react';
import { useDisplaySettings, useLaunchGame } from '@lobby/connected';
import { imageFor } from '@lobby/domain';
import type { Banner, GameCodeRef } from '@lobby/domain';
import { Image } from '@lobby/ui';
import type { ReactNode } from 'react';

export interface BannerCardProps {
  readonly banner: Banner;
  /** The game a click launches, or null for artwork only. */
  readonly game: GameCodeRef | null;
  /** Shown under the title, e.g. the poker game's name. */
  readonly subtitle?: ReactNode;
}

const activator = (theme: Theme) => ({
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: theme.radii.lg,
  overflow: 'hidden',
  background: theme.color.surfaceRaised,
  color: theme.color.text,
  font: 'inherit',
  textAlign: 'start' as const,
  cursor: 'pointer',
  '&:focus-visible': { outline: `${theme.focusRing.width} solid ${theme.color.focus}` },
});

const caption = (theme: Theme) => ({ display: 'block', padding: theme.space.sm, fontWeight: theme.font.weight.medium });

/** A banner with a game is a button named by its title that launches it; without, artwork only. */
export function BannerCard({ banner, game, subtitle }: BannerCardProps) {
  const { platform } = useDisplaySettings();
  const launch = useLaunchGame();
  const body = (
    <>
      {/* The caption names the banner, so the artwork itself is decorative. */}
      <Image src={imageFor(banner.image, platform)} alt="" aspectRatio="16 / 6" />
      <span css={caption}>
        {banner.title}
        {subtitle !== undefined && (
          <span
            css={(theme: Theme) => ({ display: 'block', color: theme.color.textMuted, fontSize: theme.font.size.sm })}
          >
            {subtitle}
          </span>
        )}
      </span>
    </>
  );
  if (game === null) return <div css={activator}>{body}</div>;
  return (
    <button type="button" css={activator} onClick={() => launch(game)}>
      {body}
    </button>
  );
}
