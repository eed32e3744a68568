import { within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

describe('FreespinBlock', () => {
  test('without free-round games it shows the SPEC text', () => {
    const { frame } = renderBlock('free');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading free' })).toBeTruthy();
    expect(within(frame).getByText('No games available for free spins. Please try again later.')).toBeTruthy();
  });
});
