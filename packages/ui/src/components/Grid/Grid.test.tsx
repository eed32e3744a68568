import { screen, within } from '@testing-library/react';
import { TILES_PER_ROW } from '@lobby/shared';
import { lobbyStyles } from '../../testing/lobbyStyles';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Grid } from './Grid';

const ITEMS = ['a', 'b', 'c', 'd'];

describe('Grid', () => {
  it.each(TILES_PER_ROW)('lays %i tiles per row out as a list', (tilesPerRow) => {
    renderWithProviders(
      <Grid
        items={ITEMS}
        getKey={(item) => item}
        renderItem={(item) => <span>{item}</span>}
        tilesPerRow={tilesPerRow}
        platform="desktop"
        label="Slots"
      />,
    );
    const list = screen.getByRole('list', { name: 'Slots' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(list.dataset['tilesPerRow']).toBe(String(tilesPerRow));
    const styles = lobbyStyles();
    expect(styles).toContain(`grid-template-columns:repeat(${tilesPerRow},minmax(0,1fr))`);
  });
});
