import { fireEvent, screen, within } from '@testing-library/react';
import { BLOCKS, rawLobbyFixture } from '../../testing/lobbyFixture';
import { renderCatalogue } from '../../testing/renderCatalogue';
import { recordLaunches, renderBlock } from '../../testing/renderBlock';

describe('StandardBlock', () => {
  test('a slider of every game under the block heading, without a show-all tile below 12', () => {
    const { frame } = renderBlock('standard');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading standard' })).toBeTruthy();
    expect(within(frame).getAllByRole('group')).toHaveLength(3);
    expect(within(frame).getByRole('button', { name: /^Alpha\b/ })).toBeTruthy();
    expect(screen.queryByTestId('show-all-tile')).toBeNull();
  });

  test.each([7, 5, 3] as const)("the slider shows the block's tiles per row (SPEC §2): %p per view", (tilesPerRow) => {
    const standard = BLOCKS.find((block) => block.id === 'standard');
    const lobby = rawLobbyFixture({
      pages: [{ id: 'p-home', slug: 'home', title: 'Home', blocks: ['standard'] }],
      blocks: standard === undefined ? [] : [{ ...standard, tilesPerRow }],
    });
    const { container } = renderCatalogue({ lobby });
    expect(container.querySelector<HTMLElement>('[data-block-type="standard"] section')?.dataset.perView).toBe(
      tilesPerRow.toFixed(2),
    );
  });

  test('activating a card asks the host to launch the game', () => {
    const { frame, bus } = renderBlock('standard');
    const launches = recordLaunches(bus);
    fireEvent.click(within(frame).getByRole('button', { name: /^Charlie\b/ }));
    expect(launches).toEqual([{ gameCode: 'charlie', aggregator: 'haba', source: { screen: 'home', block: 'standard' } }]);
  });

  test('12 or more games: the first 11, then a show-all tile with the count linking to the listing', () => {
    const { frame } = renderBlock('many');
    const slides = within(frame).getAllByRole('group');
    expect(slides).toHaveLength(12);
    expect(within(frame).getAllByRole('button', { name: /^Game many/ })).toHaveLength(11);
    const tile = screen.getByTestId('show-all-tile');
    expect(tile.textContent).toContain('14 games');
    expect(tile.getAttribute('href')).toBe('/listing-widget/many?heading=Many+%26+more&from=%2F');
    // The same listing is one tab stop away beside the heading, before the tiles.
    const more = within(frame).getByRole('link', { name: 'Show all: Many & more' });
    expect(more.getAttribute('href')).toBe(tile.getAttribute('href'));
    expect(more.compareDocumentPosition(slides[0]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
