import { parseGameWindowMessage } from './gameWindowMessage';
import { gameBridgeRelay } from './gameBridge';

describe('gameBridgeRelay', () => {
  test.each([
    ['?event=close', { source: 'casino-game', type: 'parentClose' }],
    ['?event=loadComplete', { source: 'casino-game', type: 'parentLoadComplete' }],
    ['?event=errorOutOfMoney&x=1', { source: 'casino-game', type: 'parentErrorOutOfMoney' }],
    [
      '?event=loadProgress&progress=40',
      { source: 'casino-game', type: 'parentLoadProgress', payload: { progress: 40 } },
    ],
  ])('%s relays %j, which the game page accepts', (search, message) => {
    const relay = gameBridgeRelay(search);
    expect(relay).toEqual({ ok: true, message });
    expect(relay.ok && parseGameWindowMessage(relay.message).ok).toBe(true);
  });

  test.each([
    ['', 'game-bridge: no event given'],
    ['?event=', 'game-bridge: no event given'],
    ['?event=openCashier', 'game-bridge: "openCashier" is not a game window event'],
    ['?event=Close', 'game-bridge: "Close" is not a game window event'],
    ['?event=parentClose', 'game-bridge: "parentClose" is not a game window event'],
    ['?event=loadProgress', 'game-bridge: "loadProgress" is not a game window event'],
    ['?event=loadProgress&progress=lots', 'game-bridge: "loadProgress" is not a game window event'],
  ])('%s is refused: %s', (search, error) => {
    expect(gameBridgeRelay(search)).toEqual({ ok: false, error });
  });
});
