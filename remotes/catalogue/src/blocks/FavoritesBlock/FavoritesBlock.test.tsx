import { within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

describe('FavoritesBlock', () => {
  test('shows the empty card until favourites arrive', () => {
    const { frame } = renderBlock('favs');
    expect(frame.dataset.width).toBe('quarter');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading favs' })).toBeTruthy();
    expect(within(frame).getByText(/no favourite games yet/)).toBeTruthy();
  });
});
