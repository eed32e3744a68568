import { within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

describe('FirstDoubleBlock', () => {
  test('a grid of the block games in editor order', () => {
    const { frame } = renderBlock('double');
    expect(frame.dataset.width).toBe('third');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading double' })).toBeTruthy();
    const items = within(frame).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Alpha'),
      expect.stringContaining('Bravo'),
      expect.stringContaining('Charlie'),
    ]);
    expect(within(frame).getByRole('list').dataset.tilesPerRow).toBe('3');
  });
});
