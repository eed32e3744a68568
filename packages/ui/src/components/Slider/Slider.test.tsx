import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Slider } from './Slider';

const GAMES = Array.from({ length: 12 }, (_, index) => ({ code: `g${index}`, title: `Game ${index}` }));

function renderSlider(platform: 'desktop' | 'mobile' = 'desktop', items = GAMES, tilesPerRow?: number) {
  return renderWithProviders(
    <Slider
      tilesPerRow={tilesPerRow}
      items={items}
      getKey={(game) => game.code}
      renderItem={(game) => <button type="button">{game.title}</button>}
      heading="Top slots"
      platform={platform}
    />,
  );
}

describe('Slider', () => {
  it('renders every item as a labelled slide in a carousel named by its heading', () => {
    renderSlider();
    const region = screen.getByRole('region', { name: 'Top slots' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(12);
    expect(slides[0]?.getAttribute('aria-label')).toBe('1 of 12');
    expect(within(region).getByRole('button', { name: 'Game 11' })).toBeTruthy();
  });

  it.each(['desktop', 'mobile'] as const)(
    'has prev/next buttons that work without throwing on %s',
    async (platform) => {
      renderSlider(platform);
      const previous = screen.getByRole('button', { name: 'Previous' });
      const next = screen.getByRole('button', { name: 'Next' });
      expect(() => {
        fireEvent.click(next);
        fireEvent.click(previous);
        fireEvent.keyDown(screen.getByRole('button', { name: 'Game 3' }), { key: 'ArrowRight' });
        fireEvent.focus(screen.getByRole('button', { name: 'Game 10' }));
      }).not.toThrow();
      // Those presses start keen-slider at once (its code is fetched): let it start inside act.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    },
  );

  it.each([
    ['desktop', undefined, '7.00'],
    ['desktop', 5, '5.00'],
    ['desktop', 3, '3.00'],
    ['mobile', 5, '3.25'],
  ] as const)("on %s a block's tiles per row %p shows %s per view (SPEC §2)", (platform, tilesPerRow, perView) => {
    renderSlider(platform, GAMES, tilesPerRow);
    expect(screen.getByRole('region', { name: 'Top slots' }).dataset.perView).toBe(perView);
  });

  it('keeps working when the items change (StrictMode double mount included)', () => {
    const { rerender } = renderSlider();
    rerender(
      <Slider
        items={GAMES.slice(0, 3)}
        getKey={(game) => game.code}
        renderItem={(game) => <span>{game.title}</span>}
        heading="Top slots"
        platform="mobile"
      />,
    );
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getByText('Game 2')).toBeTruthy();
  });
});
