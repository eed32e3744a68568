import { css } from '@emotion/react';
import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { useLaunchGame } from '@lobby/connected';
import type { GameRef } from '@lobby/shared';
import { Button } from '@lobby/ui';

export interface FunModeBarProps {
  readonly game: GameRef;
}

/**
 * A strip of its own above the game, not over it, so it covers none of the game's controls;
 * above the loading overlay too, so the player knows from the first moment that no money is
 * at stake.
 */
const bar = (theme: Theme) => css`
  position: relative;
  z-index: ${theme.zIndex.overlay + 1};
  flex: 0 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.xs} ${theme.space.md};
  padding: ${theme.space.xs} ${theme.space.md};
  background: ${theme.color.surfaceRaised};
  border-bottom: 2px solid ${theme.color.warning};
  color: ${theme.color.text};
`;

const notice = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.bold};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/**
 * The fun-money demo's page says so for as long as it shows (issue #34), with "Play for real":
 * the real launch, through the launch flow like a tile's, so a guest is asked to log in (SPEC §4
 * step 1) and a player gets the real game with every rule of a real launch.
 */
export function FunModeBar({ game }: FunModeBarProps) {
  const launch = useLaunchGame();
  return (
    <div css={bar} data-fun-mode-bar="">
      <p css={notice}>
        <Trans id="game.fun.notice">Playing for fun — no real money</Trans>
      </p>
      <Button size="sm" onClick={() => launch({ code: game.gameCode, aggregator: game.aggregator })}>
        <Trans id="game.fun.playForReal">Play for real</Trans>
      </Button>
    </div>
  );
}
