import { within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

describe('GridBlock', () => {
  test('a grid with the block tiles per row, width and card style', () => {
    const { frame } = renderBlock('grid');
    expect(frame.dataset.width).toBe('half');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading grid' })).toBeTruthy();
    const list = within(frame).getByRole('list');
    expect(list.dataset.tilesPerRow).toBe('5');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getByRole('button', { name: /^Bravo\b/ })).toBeTruthy();
  });

  test('mobile keeps three tiles per row', () => {
    const { frame } = renderBlock('grid', (bus) => bus.emit('layout:changed', { platform: 'mobile' }));
    expect(within(frame).getByRole('list').dataset.tilesPerRow).toBe('3');
  });
});
