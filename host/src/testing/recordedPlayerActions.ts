// Test-only: the real player-action pipeline over a recorded outbox and tracker: the gate
// decides as in the page, and the test reads what would have been written and tracked.
import type { LobbyBus } from '@lobby/shared';
import { createPlayerActions } from '../actions/createPlayerActions';

export function recordedPlayerActions(bus: LobbyBus) {
  const writes = {
    setFavourite: jest.fn(),
    recordPlay: jest.fn(),
    pendingFavourites: jest.fn(() => new Map<string, boolean>()),
  };
  const tracker = { track: jest.fn() };
  const actions = createPlayerActions(bus, {
    api: { launchGame: jest.fn() },
    writes,
    tracker,
    logger: { error: jest.fn() },
  });
  return { actions, writes, tracker };
}
