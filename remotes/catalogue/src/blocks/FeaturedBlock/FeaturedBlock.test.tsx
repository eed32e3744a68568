import { within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

describe('FeaturedBlock', () => {
  test('a grid of featured cards with the game titles as image alt', () => {
    const { frame } = renderBlock('featured');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading featured' })).toBeTruthy();
    expect(within(frame).getAllByRole('listitem')).toHaveLength(3);
    expect(within(frame).getByRole('img', { name: 'Charlie' })).toBeTruthy();
  });
});
