import { within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

describe('RecentBlock', () => {
  test('shows the empty card until recent games arrive', () => {
    const { frame } = renderBlock('recent');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading recent' })).toBeTruthy();
    expect(within(frame).getByText('You have not played any games yet.')).toBeTruthy();
  });
});
