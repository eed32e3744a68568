import type { Theme } from '@emotion/react';
import { useDisplaySettings, useLobby, usePlayerCountOf } from '@lobby/connected';
import { DEFAULT_SORT, isSortOption, sortGames } from '@lobby/domain';
import type { Game, SortOption } from '@lobby/domain';
import type { CardStyle, TilesPerRow } from '@lobby/shared';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { providerGamesPath, withBasePath } from '../../lobby/paths';
import { useBasePath } from '../../lobby/useBasePath';
import { ProviderSelect } from '../ProviderSelect';
import { SortSelect } from '../SortSelect';
import { VirtualGameGrid } from '../VirtualGameGrid';
import { providerOptions } from './providerOptions';

export interface GameListScreenProps {
  readonly heading: ReactNode;
  readonly games: readonly Game[];
  readonly tilesPerRow: TilesPerRow;
  readonly cardStyle: CardStyle;
  /**
   * The provider choice: 'query' filters this list (?provider=), 'route' switches to
   * another provider's page (the provider is in the path there), 'none' offers nothing.
   */
  readonly providerFilter?: 'query' | 'route' | 'none';
  /** The provider whose page this is, for 'route'. */
  readonly currentProvider?: string;
}

const SORT_PARAM = 'sort';
const PROVIDER_PARAM = 'provider';

/**
 * A full listing with a sort and, optionally, a provider filter. Both live in the query
 * so they survive a reload and the back button; an unknown sort means the default
 * ('new') and an unknown provider means every provider.
 */
export function GameListScreen({
  heading,
  games,
  tilesPerRow,
  cardStyle,
  providerFilter = 'none',
  currentProvider,
}: GameListScreenProps) {
  const lobby = useLobby()?.lobby;
  const { locale, platform } = useDisplaySettings();
  const basePath = useBasePath();
  const navigate = useNavigate();
  const playingCountOf = usePlayerCountOf();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(SORT_PARAM);
  const sort: SortOption = isSortOption(requested) ? requested : DEFAULT_SORT;
  const providers = useMemo(() => {
    if (providerFilter === 'query') return providerOptions(games, locale);
    // Every supplier that has games anywhere in the lobby is a page to switch to.
    if (providerFilter === 'route') return providerOptions(lobby?.games ?? [], locale);
    return [];
  }, [providerFilter, games, lobby, locale]);
  const requestedProvider = providerFilter === 'query' ? searchParams.get(PROVIDER_PARAM)?.toLowerCase() : undefined;
  const provider = providers.find((option) => option.code.toLowerCase() === requestedProvider) ?? null;
  const routeProvider = providers.find((option) => option.code.toLowerCase() === currentProvider?.toLowerCase());
  const filtered = useMemo(
    () =>
      provider === null ? games : games.filter((game) => game.supplier.toLowerCase() === provider.code.toLowerCase()),
    [games, provider],
  );
  const sorted = useMemo(
    () => sortGames(filtered, sort, { locale, playingCountOf }),
    [filtered, sort, locale, playingCountOf],
  );
  const setParam = (name: string, value: string | null) =>
    setSearchParams(
      (params) => {
        if (value === null) params.delete(name);
        else params.set(name, value);
        return params;
      },
      { replace: true },
    );
  return (
    <div>
      <div
        css={(theme: Theme) => ({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: theme.space.sm,
          marginBottom: theme.space.md,
        })}
      >
        <h2 css={{ margin: 0 }}>{heading}</h2>
        <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space.md })}>
          {providerFilter === 'query' && providers.length > 1 && (
            <ProviderSelect
              value={provider?.code ?? null}
              options={providers}
              onChange={(code) => setParam(PROVIDER_PARAM, code)}
            />
          )}
          {providerFilter === 'route' && routeProvider !== undefined && providers.length > 1 && (
            <ProviderSelect
              value={routeProvider.code}
              options={providers}
              allowAll={false}
              onChange={(code) => {
                // The sort goes along: the player chose it, not the provider.
                if (code !== null)
                  navigate({
                    pathname: withBasePath(basePath, providerGamesPath(code)),
                    search: searchParams.toString(),
                  });
              }}
            />
          )}
          <SortSelect value={sort} onChange={(option) => setParam(SORT_PARAM, option)} />
        </div>
      </div>
      <VirtualGameGrid games={sorted} tilesPerRow={tilesPerRow} platform={platform} cardStyle={cardStyle} />
    </div>
  );
}
