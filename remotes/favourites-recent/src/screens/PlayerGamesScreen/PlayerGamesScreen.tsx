import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { GameTileGrid, PlayerGamesEmpty, useDisplaySettings, useLobby, usePlayerGames } from '@lobby/connected';
import type { FavouritesOrRecent } from '@lobby/connected';
import { playerListBlock, ROOT_PATH } from '@lobby/domain';
import type { TilesPerRow } from '@lobby/shared';
import { CommonText, PageSkeleton } from '@lobby/ui';
import { useId } from 'react';
import { Link, useParams } from '@lobby/router';
import { SuggestedGames } from '../../components/SuggestedGames';

export interface PlayerGamesScreenProps {
  readonly list: FavouritesOrRecent;
}

/** Without a block to follow: as many as a full-width row of a standard block. */
const DEFAULT_TILES_PER_ROW: TilesPerRow = 6;

/**
 * The player's favourites or recent games on a screen of their own (SPEC §2). The heading is
 * the block's when the id names that list's block in the lobby, else the list's name; a
 * skeleton shows while the lobby or the list loads; without games, the empty page with games to try.
 */
export function PlayerGamesScreen({ list }: PlayerGamesScreenProps) {
  const { t } = useLingui();
  const headingId = useId();
  const { widgetId } = useParams();
  const { platform } = useDisplaySettings();
  const view = useLobby();
  const games = usePlayerGames(list);
  const block = view === undefined ? undefined : playerListBlock(view.lobby.blocks, list, widgetId);
  const heading = block?.heading ?? (list === 'recent' ? t({ id: 'playerGames.recent.heading', message: `Recent games` }) : t({ id: 'playerGames.favourites.heading', message: `Favourites` }));
  const tilesPerRow = block?.tilesPerRow ?? DEFAULT_TILES_PER_ROW;
  return (
    <section data-remote="favourites-recent" data-list={list} aria-labelledby={headingId}>
      <Link to={ROOT_PATH} css={(theme: Theme) => ({ color: theme.color.accent })}>
        <CommonText name="backToLobby" />
      </Link>
      <h1 id={headingId} css={(theme: Theme) => ({ margin: `${theme.space.sm} 0 ${theme.space.md}` })}>
        {heading}
      </h1>
      {view === undefined || games === undefined ? (
        <PageSkeleton platform={platform} />
      ) : games.length === 0 ? (
        <>
          <PlayerGamesEmpty list={list} variant="page" />
          <SuggestedGames />
        </>
      ) : (
        <GameTileGrid games={games} tilesPerRow={tilesPerRow} label={heading} />
      )}
    </section>
  );
}
