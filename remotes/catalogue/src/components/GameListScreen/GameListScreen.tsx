import type { Theme } from '@emotion/react';
import { DEFAULT_SORT, isSortOption, sortGames } from '@lobby/domain';
import type { Game, SortOption } from '@lobby/domain';
import type { CardStyle, TilesPerRow } from '@lobby/shared';
import { Grid } from '@lobby/ui';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useCatalogue } from '../../lobby/useCatalogue';
import { GameTile } from '../GameTile';
import { SortSelect } from '../SortSelect';

export interface GameListScreenProps {
  readonly heading: ReactNode;
  readonly games: readonly Game[];
  readonly tilesPerRow: TilesPerRow;
  readonly cardStyle: CardStyle;
}

const SORT_PARAM = 'sort';

/**
 * A full listing with a sort choice. The sort lives in the query so it survives a reload
 * and the back button; an unknown value means the default ('new').
 */
export function GameListScreen({ heading, games, tilesPerRow, cardStyle }: GameListScreenProps) {
  const { locale, platform } = useCatalogue();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(SORT_PARAM);
  const sort: SortOption = isSortOption(requested) ? requested : DEFAULT_SORT;
  const sorted = useMemo(() => sortGames(games, sort, { locale }), [games, sort, locale]);
  const onSortChange = (option: SortOption) =>
    setSearchParams(
      (params) => {
        params.set(SORT_PARAM, option);
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
        <SortSelect value={sort} onChange={onSortChange} />
      </div>
      <Grid
        items={sorted}
        getKey={(game) => game.key}
        tilesPerRow={platform === 'mobile' ? 3 : tilesPerRow}
        renderItem={(game) => <GameTile game={game} cardStyle={cardStyle} />}
      />
    </div>
  );
}
