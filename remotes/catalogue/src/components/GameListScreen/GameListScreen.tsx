import type { Theme } from '@emotion/react';
import { SortSelect, useDisplaySettings, useLobby, usePagedGames, usePlayerCountOf } from '@lobby/connected';
import type { PagedGamesQuery } from '@lobby/connected';
import { DEFAULT_SORT, isSortOption, sortGames } from '@lobby/domain';
import type { Game, SortOption } from '@lobby/domain';
import type { CardStyle, TilesPerRow } from '@lobby/shared';
import { useCallback, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from '@lobby/router';
import { providerGamesPath, withBasePath } from '../../lobby/paths';
import { useBasePath } from '../../lobby/useBasePath';
import { ProviderSelect } from '../ProviderSelect';
import { VirtualGameGrid } from '../VirtualGameGrid';
import { providerOptions, supplierOptions } from './providerOptions';

/**
 * Where a listing's games come from: the server, a page at a time, sorted and filtered there
 * (a block's games, a provider's), or a list the lobby already holds (the player's free-round
 * games), sorted and filtered here.
 */
export type GameListSource =
  | { readonly kind: 'block'; readonly block: string; readonly count: number }
  | { readonly kind: 'provider'; readonly supplier: string }
  | { readonly kind: 'games'; readonly games: readonly Game[] };

export interface GameListScreenProps {
  readonly heading: ReactNode;
  readonly source: GameListSource;
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
 * ('new') and an unknown provider means every provider. A paged source is sorted and
 * filtered by the server and fetched as the grid scrolls.
 */
export function GameListScreen({
  heading,
  source,
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
  const localGames = source.kind === 'games' ? source.games : null;
  const providers = useMemo(() => {
    if (providerFilter === 'none') return [];
    // A list held here offers the suppliers it has; a paged one every supplier of the lobby.
    if (providerFilter === 'query' && localGames !== null) return providerOptions(localGames, locale);
    return supplierOptions(lobby?.suppliers ?? [], locale);
  }, [providerFilter, localGames, lobby, locale]);
  const requestedProvider = providerFilter === 'query' ? searchParams.get(PROVIDER_PARAM)?.toLowerCase() : undefined;
  const provider = providers.find((option) => option.code.toLowerCase() === requestedProvider) ?? null;
  const routeProvider = providers.find((option) => option.code.toLowerCase() === currentProvider?.toLowerCase());

  const query = useMemo((): PagedGamesQuery | null => {
    if (source.kind === 'block') return { block: source.block, supplier: provider?.code, sort };
    if (source.kind === 'provider') return { supplier: source.supplier, sort };
    return null;
  }, [source, provider, sort]);
  const paged = usePagedGames(query);
  const sorted = useMemo(() => {
    if (localGames === null) return null;
    const filtered =
      provider === null
        ? localGames
        : localGames.filter((game) => game.supplier.toLowerCase() === provider.code.toLowerCase());
    return sortGames(filtered, sort, { locale, playingCountOf });
  }, [localGames, provider, sort, locale, playingCountOf]);
  // Until the first page answers, a block's own count holds its rows (it is the count unfiltered).
  const count = sorted?.length ?? paged.total ?? (source.kind === 'block' && provider === null ? source.count : 0);
  const localAt = useCallback((index: number) => sorted?.[index], [sorted]);
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
      <VirtualGameGrid
        count={count}
        gameAt={sorted === null ? paged.gameAt : localAt}
        onRangeChange={sorted === null ? paged.requestRange : undefined}
        tilesPerRow={tilesPerRow}
        platform={platform}
        cardStyle={cardStyle}
      />
    </div>
  );
}
