import { useLobby } from '@lobby/connected';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ContentStateView } from '../../components/ContentStateView';
import { GameListScreen } from '../../components/GameListScreen';
import { contentLoadState } from '../../lobby/contentLoadState';

// A provider listing has no editor settings of its own; these match a standard grid.
const PROVIDER_TILES_PER_ROW = 7;

/** /provider-games/{provider}: every game of one supplier (codes compared without case). */
export function ProviderGamesPage() {
  const { provider = '' } = useParams();
  const lobby = useLobby()?.lobby;
  const wanted = provider.toLowerCase();
  const supplier = lobby?.suppliers.find((candidate) => candidate.code.toLowerCase() === wanted);
  const games = useMemo(
    () => (lobby?.games ?? []).filter((game) => game.supplier.toLowerCase() === wanted),
    [lobby, wanted],
  );
  return (
    <ContentStateView
      state={contentLoadState(lobby !== undefined, supplier !== undefined || games.length > 0)}
      renderLoaded={() => (
        <GameListScreen
          heading={supplier?.name ?? provider}
          games={games}
          tilesPerRow={PROVIDER_TILES_PER_ROW}
          cardStyle="default"
          providerFilter="route"
          currentProvider={supplier?.code ?? provider}
        />
      )}
    />
  );
}
