import { within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

describe('PokerBannerBlock', () => {
  test('names the poker game over the banner copy; a banner without a game has no call to action', () => {
    const { frame } = renderBlock('poker');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading poker' })).toBeTruthy();
    expect(within(frame).getByText('Poker night')).toBeTruthy();
    expect(within(frame).getByText('Tables all night')).toBeTruthy();
    expect(within(frame).queryByText('Sit down')).toBeNull();
    // Poker game id 10 (CowBoy) is shown as Poker Flip (SPEC §3).
    expect(within(frame).getByText('Poker Flip')).toBeTruthy();
    expect(within(frame).queryByRole('button')).toBeNull();
  });
});
