import { useLobby } from '@lobby/connected';
import { useMemo } from 'react';
import { useParams } from '@lobby/router';
import { ContentStateView } from '../../components/ContentStateView';
import { GameListScreen } from '../../components/GameListScreen';
import { contentLoadState } from '../../lobby/contentLoadState';

// A provider listing has no editor settings of its own; these match a standard grid.
const PROVIDER_TILES_PER_ROW = 7;

/**
 * /provider-games/{provider}: every game of one supplier (codes compared without case),
 * paged from the server. A supplier the lobby drops (no games on this platform) is not found.
 */
export function ProviderGamesPage() {
  const { provider = '' } = useParams();
  const lobby = useLobby()?.lobby;
  const wanted = provider.toLowerCase();
  const supplier = lobby?.suppliers.find((candidate) => candidate.code.toLowerCase() === wanted);
  const source = useMemo(() => ({ kind: 'provider', supplier: supplier?.code ?? provider }) as const, [supplier, provider]);
  return (
    <ContentStateView
      state={contentLoadState(lobby !== undefined, supplier !== undefined)}
      renderLoaded={() => (
        <GameListScreen
          heading={supplier?.name ?? provider}
          source={source}
          tilesPerRow={PROVIDER_TILES_PER_ROW}
          cardStyle="default"
          providerFilter="route"
          currentProvider={supplier?.code ?? provider}
        />
      )}
    />
  );
}
