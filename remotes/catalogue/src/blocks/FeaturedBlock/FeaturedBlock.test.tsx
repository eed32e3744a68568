import { within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

describe('FeaturedBlock', () => {
  test('a grid of featured cards named by their game titles', () => {
    const { frame } = renderBlock('featured');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading featured' })).toBeTruthy();
    expect(within(frame).getAllByRole('listitem')).toHaveLength(3);
    expect(within(frame).getByRole('button', { name: /^Charlie\b/ })).toBeTruthy();
  });
});
