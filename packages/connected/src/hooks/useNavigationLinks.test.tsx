import { rawLink } from '@lobby/testing';
import { lobbyFixture } from '../testing/lobbyFixture';
import { renderConnectedHook } from '../testing/renderConnected';
import { useNavigationLinks } from './useNavigationLinks';

describe('useNavigationLinks', () => {
  test('links with their action; those with nothing to act on are left out', () => {
    const links = [
      rawLink({ id: 'slots', slug: 'slots', type: 'default' }),
      rawLink({ id: 'unreleased', slug: 'weekend-drops', type: 'default' }),
      rawLink({ id: 'play', type: 'game', game: 'bragg:alpha' }),
      rawLink({ id: 'dead', type: 'game', game: 'bragg:missing' }),
      rawLink({ id: 'bad', type: 'external', url: 'javascript:alert(1)' }),
    ];
    const { result } = renderConnectedHook(() => useNavigationLinks(), {
      lobby: lobbyFixture({ links, pages: [{ id: 'p-slots', slug: 'slots', title: 'Slots', blocks: [] }] }),
    });
    expect(result.current.map(({ link, action }) => [link.id, action.kind])).toEqual([
      ['slots', 'route'],
      ['play', 'launch'],
    ]);
  });

  test('nothing before the first reply', () => {
    const { result } = renderConnectedHook(() => useNavigationLinks());
    expect(result.current).toEqual([]);
  });
});
