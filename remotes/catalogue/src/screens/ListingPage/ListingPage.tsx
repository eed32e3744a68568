import type { Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { useLobby, usePlayerGames } from '@lobby/connected';
import { Link, useParams, useSearchParams } from '@lobby/router';
import { ContentStateView } from '../../components/ContentStateView';
import { GameListScreen } from '../../components/GameListScreen';
import { contentLoadState } from '../../lobby/contentLoadState';

/**
 * /listing-widget/{id}?heading=…&from=…: every game of one block. The heading in the
 * query wins, as the link that led here may have shown a different title than the
 * block's own; 'from' is where the back link returns.
 */
export function ListingPage() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const lobby = useLobby()?.lobby;
  const block = lobby?.blocks.find((candidate) => candidate.id === id);
  // A free-spins block is filled at run time: its listing shows the player's free-round games.
  const freeRoundGames = usePlayerGames('freeRounds');
  const heading = searchParams.get('heading') || block?.heading;
  const from = searchParams.get('from');
  return (
    <ContentStateView
      state={contentLoadState(lobby !== undefined, block !== undefined)}
      renderLoaded={() =>
        block !== undefined && (
          <>
            {from !== null && from.startsWith('/') && (
              <Link to={from} css={(theme: Theme) => ({ color: theme.color.accent })}>
                <Trans id="catalogue.listing.back">Back</Trans>
              </Link>
            )}
            <GameListScreen
              heading={heading}
              source={
                block.type === 'freespin'
                  ? { kind: 'games', games: freeRoundGames ?? [] }
                  : { kind: 'block', block: block.id, count: block.gameCount }
              }
              tilesPerRow={block.tilesPerRow}
              cardStyle={block.cardStyle}
              providerFilter="query"
            />
          </>
        )
      }
    />
  );
}
