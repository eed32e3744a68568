import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PageSkeleton, TileRowSkeleton } from './PageSkeleton';

describe('TileRowSkeleton', () => {
  // Unmeasured (jsdom has no layout), a row draws the Slider's tiles per view for its share, rounded up.
  test.each([
    ['desktop', 1, 7],
    ['desktop', 0.5, 4],
    ['desktop', 0.25, 2],
    ['mobile', 1, 4],
  ] as const)('%s at share %d: %i placeholder tiles', (platform, share, tiles) => {
    renderWithProviders(<TileRowSkeleton platform={platform} share={share} />);
    const row = screen.getByTestId('tile-row-skeleton');
    expect(row.children).toHaveLength(tiles);
    expect(row.getAttribute('aria-hidden')).toBe('true');
  });
});

describe('PageSkeleton', () => {
  test('says the page is loading, and draws as many full-width rows as asked', () => {
    renderWithProviders(<PageSkeleton platform="desktop" rows={3} />);
    expect(screen.getByRole('status', { name: 'Loading games' }).getAttribute('aria-busy')).toBe('true');
    const rows = screen.getAllByTestId('tile-row-skeleton');
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.children).toHaveLength(7);
  });
});
