import type { Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDisplaySettings, useLobby, usePlayerCountOf } from '@lobby/connected';
import { sortGames } from '@lobby/domain';
import type { TilesPerRow } from '@lobby/shared';
import { useId, useMemo } from 'react';
import { GameTileGrid } from '../GameTileGrid';

export interface SuggestedGamesProps {
  readonly tilesPerRow: TilesPerRow;
}

/** One row's worth at the widest: enough to pick from, short enough to stay a hint. */
const SUGGESTION_COUNT = 6;

/** Beside an empty list: the lobby's most played games right now, to try instead. */
export function SuggestedGames({ tilesPerRow }: SuggestedGamesProps) {
  const { t } = useLingui();
  const headingId = useId();
  const games = useLobby()?.lobby.games;
  const { locale } = useDisplaySettings();
  const playingCountOf = usePlayerCountOf();
  const popular = useMemo(
    () => sortGames(games ?? [], 'popular', { locale, playingCountOf }).slice(0, SUGGESTION_COUNT),
    [games, locale, playingCountOf],
  );
  if (popular.length === 0) return null;
  return (
    <section aria-labelledby={headingId} css={(theme: Theme) => ({ marginTop: theme.space.xl })}>
      <h2 id={headingId} css={(theme: Theme) => ({ margin: `0 0 ${theme.space.md}`, fontSize: theme.font.size.lg })}>
        <Trans>Popular games to try</Trans>
      </h2>
      <GameTileGrid games={popular} tilesPerRow={tilesPerRow} label={t`Popular games to try`} />
    </section>
  );
}
