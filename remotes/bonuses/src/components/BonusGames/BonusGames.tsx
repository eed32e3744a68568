import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { GameTileGrid, useGamesOfKeys } from '@lobby/connected';
import { gameKey } from '@lobby/domain';
import type { Bonus } from '@lobby/shared';
import { CommonText, EmptyCard } from '@lobby/ui';
import { useId, useMemo } from 'react';

export interface BonusGamesProps {
  readonly bonus: Bonus;
}

/**
 * The games a bonus applies to, as the lobby's own tiles (launch, favourite, player count).
 * A free-spin bonus whose games have all left the lobby says so with SPEC §8's text; a
 * content bonus without games has nothing to list.
 */
export function BonusGames({ bonus }: BonusGamesProps) {
  const headingId = useId();
  const keys = useMemo(() => bonus.games.map((game) => gameKey(game.aggregator, game.gameCode)), [bonus.games]);
  const games = useGamesOfKeys(keys);
  if (games.length === 0 && bonus.type !== 'Free Spin') return null;
  return (
    <section aria-labelledby={headingId} css={(theme: Theme) => ({ display: 'grid', gap: theme.space.md })}>
      <h2 id={headingId} css={(theme: Theme) => ({ margin: 0, fontSize: theme.font.size.lg })}>
        {bonus.type === 'Free Spin' ? <Trans id="bonus.games.playOn">Play your free spins on</Trans> : <Trans id="bonus.games.heading">Games</Trans>}
      </h2>
      {games.length === 0 ? (
        <EmptyCard>
          <CommonText name="noFreeSpinGames" />
        </EmptyCard>
      ) : (
        <GameTileGrid games={games} tilesPerRow={6} />
      )}
    </section>
  );
}
