import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { GameTile, useDisplaySettings, useLobby, usePlayerCountOf } from '@lobby/connected';
import { sortGames } from '@lobby/domain';
import { Slider } from '@lobby/ui';
import { useMemo } from 'react';

/** More than a desktop row, so the row hints that there is more to swipe through. */
const SUGGESTION_COUNT = 10;

/**
 * Beside an empty list: the lobby's most played games right now, to try instead, in one
 * row of the shared slider whatever the width.
 */
export function SuggestedGames() {
  const games = useLobby()?.lobby.games;
  const { locale, platform } = useDisplaySettings();
  const playingCountOf = usePlayerCountOf();
  const popular = useMemo(
    () => sortGames(games ?? [], 'popular', { locale, playingCountOf }).slice(0, SUGGESTION_COUNT),
    [games, locale, playingCountOf],
  );
  if (popular.length === 0) return null;
  return (
    <div css={(theme: Theme) => ({ marginTop: theme.space.xl })}>
      <Slider
        items={popular}
        platform={platform}
        heading={<Trans>Popular games to try</Trans>}
        getKey={(game) => game.key}
        renderItem={(game) => <GameTile game={game} cardStyle="default" />}
      />
    </div>
  );
}
