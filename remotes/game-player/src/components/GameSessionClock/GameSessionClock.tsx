import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { SessionClock } from '@lobby/connected';
import { useBusValue } from '@lobby/ui';

const chip = (theme: Theme) => css`
  position: absolute;
  top: calc(env(safe-area-inset-top, 0px) + ${theme.space.xs});
  left: 50%;
  transform: translateX(-50%);
  /* Over the game and its loading overlay, under the game menu and the popups. */
  z-index: ${theme.zIndex.overlay};
  pointer-events: none;
  padding: ${theme.space.xxs} ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  border: 1px solid ${theme.color.border};
  background: ${theme.color.surfaceRaised};
  color: ${theme.color.text};
  font-size: ${theme.font.size.sm};
  line-height: ${theme.font.lineHeight.tight};
  box-shadow: ${theme.shadow.raised};
`;

/**
 * The session clock over the game (issue #34), for a player whose licence's policy shows it: a
 * small chip at the top edge's middle of the game's area (below the fun-money bar), where games
 * keep no controls (their menus sit in the corners and halfway down the sides). Clicks go through
 * it to the game. The lobby's header shows the same clock outside a game.
 */
export function GameSessionClock() {
  const protection = useBusValue('protection:changed') ?? null;
  if (protection === null || !protection.policy.sessionClock) return null;
  return (
    <div data-testid="game-session-clock" css={chip}>
      <SessionClock sessionStartedAt={protection.sessionStartedAt} />
    </div>
  );
}
