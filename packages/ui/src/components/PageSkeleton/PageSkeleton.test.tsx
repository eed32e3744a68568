import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { PageSkeleton } from './PageSkeleton';

describe('PageSkeleton', () => {
  // Unmeasured (jsdom has no layout), a row draws the Slider's tiles per view for its share, rounded up.
  test.each([
    ['desktop', 1, 7],
    ['desktop', 0.5, 4],
    ['desktop', 0.25, 2],
    ['mobile', 1, 4],
  ] as const)('%s at share %d: %i placeholder tiles a row', (platform, share, tiles) => {
    renderWithProviders(<PageSkeleton platform={platform} rows={1} share={share} />);
    const row = screen.getByTestId('content-skeleton').firstElementChild?.lastElementChild;
    expect(row?.children).toHaveLength(tiles);
    expect(screen.getByRole('status', { name: 'Loading games' }).getAttribute('aria-busy')).toBe('true');
  });

  test('draws as many rows as asked', () => {
    renderWithProviders(<PageSkeleton platform="desktop" rows={3} />);
    expect(screen.getByTestId('content-skeleton').children).toHaveLength(3);
  });
});
