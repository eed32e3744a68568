import { NO_FREE_SPIN_GAMES_TEXT } from '@lobby/domain';
import { within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

describe('FreespinBlock', () => {
  test('without free-round games it shows the SPEC text', () => {
    const { frame } = renderBlock('free');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading free' })).toBeTruthy();
    expect(within(frame).getByText(NO_FREE_SPIN_GAMES_TEXT)).toBeTruthy();
  });
});
