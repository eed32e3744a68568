import { createLobbyBus } from '@lobby/bus';
import type { RawFreeRound, Session } from '@lobby/shared';
import { connectFreeRounds } from './connectFreeRounds';

const PLAYER: Session = { userId: 'u1', sessionId: 's1', guest: false };
const GUEST: Session = { userId: null, sessionId: null, guest: true };
const OFFERS: readonly RawFreeRound[] = [
  { code: 'g1', aggregator: 'oryx', rounds: 10, expiresAt: '2030-01-01T00:00:00.000Z' },
  { code: 'h1', aggregator: 'haba', rounds: 5, expiresAt: null },
];

function setup() {
  const bus = createLobbyBus();
  const api = { getFreeRounds: jest.fn(() => Promise.resolve(OFFERS)) };
  const logger = { error: jest.fn() };
  const disconnect = connectFreeRounds(bus, { api, logger });
  return { bus, api, logger, disconnect, latest: () => bus.current('freeRounds:changed') };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('connectFreeRounds', () => {
  test('a signed-in session loads the offers, aggregators normalised', async () => {
    const { bus, latest } = setup();
    bus.emit('session:changed', PLAYER);
    await flush();
    expect(latest()).toEqual([
      { game: { gameCode: 'g1', aggregator: 'bragg' }, rounds: 10, expiresAt: '2030-01-01T00:00:00.000Z' },
      { game: { gameCode: 'h1', aggregator: 'haba' }, rounds: 5, expiresAt: null },
    ]);
  });

  test('guests get no offers and no call', async () => {
    const { bus, api, latest } = setup();
    bus.emit('session:changed', GUEST);
    await flush();
    expect(latest()).toEqual([]);
    expect(api.getFreeRounds).not.toHaveBeenCalled();
  });

  test('every session change loads again', async () => {
    const { bus, api, latest } = setup();
    bus.emit('session:changed', PLAYER);
    await flush();
    api.getFreeRounds.mockResolvedValueOnce([OFFERS[1]!]);
    bus.emit('session:changed', { ...PLAYER, userId: 'u2', sessionId: 's2' });
    await flush();
    expect(api.getFreeRounds).toHaveBeenCalledTimes(2);
    expect(latest()).toHaveLength(1);
  });

  test('a failed load is logged and keeps the last list', async () => {
    const { bus, api, logger, latest } = setup();
    bus.emit('session:changed', PLAYER);
    await flush();
    api.getFreeRounds.mockRejectedValueOnce(new Error('Network Error'));
    bus.emit('session:changed', { ...PLAYER, sessionId: 's2' });
    await flush();
    expect(latest()).toHaveLength(2);
    expect(logger.error).toHaveBeenCalledWith('Free rounds could not be loaded', expect.any(Error));
  });

  test('a reply for an earlier session is dropped', async () => {
    const { bus, api, latest } = setup();
    let resolveFirst: (offers: readonly RawFreeRound[]) => void = () => undefined;
    api.getFreeRounds.mockReturnValueOnce(new Promise((resolve) => (resolveFirst = resolve)));
    bus.emit('session:changed', PLAYER);
    bus.emit('session:changed', GUEST);
    resolveFirst(OFFERS);
    await flush();
    expect(latest()).toEqual([]);
  });

  test('disconnect stops listening', async () => {
    const { bus, api, disconnect } = setup();
    disconnect();
    bus.emit('session:changed', PLAYER);
    await flush();
    expect(api.getFreeRounds).not.toHaveBeenCalled();
  });
});
