import { within } from '@testing-library/react';
import { renderBlock } from '../../testing/renderBlock';

describe('PokerBannerBlock', () => {
  test('names the poker game under the banner title; a banner without a game is not a button', () => {
    const { frame } = renderBlock('poker');
    expect(within(frame).getByRole('heading', { level: 2, name: 'Heading poker' })).toBeTruthy();
    expect(within(frame).getByText('Poker night')).toBeTruthy();
    // Poker game id 10 (CowBoy) is shown as Poker Flip (SPEC §3).
    expect(within(frame).getByText('Poker Flip')).toBeTruthy();
    expect(within(frame).queryByRole('button')).toBeNull();
  });
});
