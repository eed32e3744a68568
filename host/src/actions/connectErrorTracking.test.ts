import { createLobbyBus } from '@lobby/bus';
import { connectErrorTracking } from './connectErrorTracking';

describe('connectErrorTracking', () => {
  test('tracks the maintenance screen once per stay, and each refused favourite', () => {
    const bus = createLobbyBus();
    const tracker = { track: jest.fn() };
    const disconnect = connectErrorTracking(bus, tracker);
    bus.emit('lobby:loadStateChanged', 'loading');
    bus.emit('lobby:loadStateChanged', 'maintenance');
    bus.emit('lobby:loadStateChanged', 'maintenance');
    bus.emit('lobby:loadStateChanged', 'loading');
    bus.emit('lobby:loadStateChanged', 'maintenance');
    bus.emit('favourites:toggleFailed', { gameKey: 'bragg:a', favourite: true });
    expect(tracker.track.mock.calls).toEqual([
      ['errorShown', { error: 'maintenance', screen: 'maintenance' }],
      ['errorShown', { error: 'maintenance', screen: 'maintenance' }],
      ['errorShown', { error: 'favouriteFailed', gameKey: 'bragg:a', favourite: true, screen: 'notice' }],
    ]);
    disconnect();
    bus.emit('favourites:toggleFailed', { gameKey: 'bragg:a', favourite: true });
    expect(tracker.track).toHaveBeenCalledTimes(3);
  });
});
