import { rawPokerBanner } from '@lobby/testing';
import { fireEvent, within } from '@testing-library/react';
import { rawLobbyFixture } from '../../testing/lobbyFixture';
import { recordLaunches, renderBlock } from '../../testing/renderBlock';
import { renderCatalogue } from '../../testing/renderCatalogue';

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

  test('launches the poker game its link names, not the games it features', () => {
    const lobby = rawLobbyFixture({
      pages: [{ id: 'p-home', slug: 'home', title: 'Home', blocks: ['poker'] }],
      pokerBanners: [
        rawPokerBanner({ title: 'Poker night', games: ['bragg:alpha'], link: '/games/haba%3A10', image: { desktop: 'd', mobile: 'm' } }),
      ],
    });
    let launches: ReturnType<typeof recordLaunches> = [];
    const { getByRole } = renderCatalogue({ lobby, prepareBus: (bus) => (launches = recordLaunches(bus)) });
    fireEvent.click(getByRole('button', { name: /Poker night/ }));
    expect(launches).toEqual([{ gameCode: '10', aggregator: 'haba', source: { screen: 'home', block: 'poker' } }]);
  });
});
