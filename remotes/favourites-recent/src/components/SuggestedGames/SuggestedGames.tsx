import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { GameTile, useDisplaySettings, usePagedGames } from '@lobby/connected';
import type { Game } from '@lobby/domain';
import { Slider } from '@lobby/ui';
import { useMemo } from 'react';

/** More than a desktop row, so the row hints that there is more to swipe through. */
const SUGGESTION_COUNT = 10;

const POPULAR = { sort: 'popular' } as const;

/**
 * Beside an empty list: the lobby's most played games, to try instead (the server's
 * 'popular' sort), in one row of the shared slider whatever the width.
 */
export function SuggestedGames() {
  const { platform } = useDisplaySettings();
  const { total, gameAt } = usePagedGames(POPULAR, SUGGESTION_COUNT);
  const popular = useMemo(() => {
    const games: Game[] = [];
    for (let index = 0; index < Math.min(total ?? 0, SUGGESTION_COUNT); index += 1) {
      const game = gameAt(index);
      if (game !== undefined) games.push(game);
    }
    return games;
  }, [total, gameAt]);
  if (popular.length === 0) return null;
  return (
    <div css={(theme: Theme) => ({ marginTop: theme.space.xl })}>
      <Slider
        items={popular}
        platform={platform}
        heading={<Trans id="playerGames.suggested.heading">Popular games to try</Trans>}
        getKey={(game) => game.key}
        renderItem={(game) => <GameTile game={game} cardStyle="default" />}
      />
    </div>
  );
}
