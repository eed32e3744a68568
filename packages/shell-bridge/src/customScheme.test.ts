import { SHELL_SOURCE, type LobbyToShellType } from '@lobby/shared';
import { CUSTOM_SCHEME_FRAME_LIFETIME_MS, createCustomSchemeSender, deepLinkMessageData, goesCustomSchemeStyle, type IncomingDeepLink } from './customScheme';
import { parseShellMessage } from './parseShellMessage';
import { createFakeWindow } from './testSupport/createFakeWindow';

function frames(): HTMLIFrameElement[] {
  return [...document.querySelectorAll('iframe')];
}

describe('goesCustomSchemeStyle (SPEC §7)', () => {
  test.each<[LobbyToShellType, boolean]>([
    ['casinoReady', true],
    ['casinoLoadComplete', true],
    ['openCasinoGame', true],
    ['launchCasinoGame', true],
    ['gamewindowclose', true],
    ['requestBackCasinoLobby', true],
    ['openLoginScreen', true],
    ['openExternalLink', true],
    ['insufficient-funds', true],
    ['gameNotFound', true],
    ['openCasinoGameFailed', true],
    ['addShortcut', true],
    ['openMenu', false],
    ['closeMenu', false],
    ['syncRecentGame', false],
    ['orientationLocked', false],
    ['openCashier', false],
    ['popupVisibility', false],
    ['previewGameLink', false],
    ['gameBridgeError', false],
  ])('%s: %p', (type, expected) => {
    expect(goesCustomSchemeStyle(type)).toBe(expected);
  });
});

describe('deepLinkMessageData', () => {
  const ADDRESS = 'casinolobby://';
  test.each<[string, unknown, IncomingDeepLink]>([
    ['an event without data', 'casinolobby://backToLobby', { ok: true, data: { source: SHELL_SOURCE, type: 'backToLobby' } }],
    [
      'JSON data as the payload',
      `casinolobby://theme?data=${encodeURIComponent('{"theme":"light"}')}`,
      { ok: true, data: { source: SHELL_SOURCE, type: 'theme', payload: { theme: 'light' } } },
    ],
    ['text data as the payload', 'casinolobby://navigate?data=slots', { ok: true, data: { source: SHELL_SOURCE, type: 'navigate', payload: 'slots' } }],
    ['another address', 'otherapp://backToLobby', { ok: false, reason: 'notAnObject', detail: 'deep link: wrongAddress' }],
    ['not a string', { type: 'backToLobby' }, { ok: false, reason: 'notAnObject', detail: 'deep link: wrongAddress' }],
    ['an unknown event', 'casinolobby://rm-rf', { ok: false, reason: 'unknownType', detail: 'deep link: unknownEvent' }],
    ['broken JSON', `casinolobby://theme?data=${encodeURIComponent('{"theme":')}`, { ok: false, reason: 'invalidPayload', detail: 'deep link: badData' }],
    ['a huge link', `casinolobby://navigate?data=${'x'.repeat(40_000)}`, { ok: false, reason: 'invalidPayload', detail: 'deep link: tooLong' }],
  ])('%s', (_name, link, expected) => {
    expect(deepLinkMessageData(link, ADDRESS)).toEqual(expected);
  });

  test.each<[string, string, boolean]>([
    ['a valid payload passes', `casinolobby://theme?data=${encodeURIComponent('{"theme":"light"}')}`, true],
    ["a payload that fails the message's schema does not", `casinolobby://theme?data=${encodeURIComponent('{"theme":"pink"}')}`, false],
    ['text where an object is due does not', 'casinolobby://navigate?data=slots', false],
    ["an outgoing message's name is no incoming message", 'casinolobby://casinoReady', false],
  ])('then the postMessage check: %s', (_name, link, accepted) => {
    const incoming = deepLinkMessageData(link, ADDRESS);
    expect(incoming.ok && parseShellMessage(incoming.data).ok).toBe(accepted);
  });
});

describe('createCustomSchemeSender', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    frames().forEach((frame) => frame.remove());
  });

  it('navigates an invisible frame per message, then removes it', () => {
    const sender = createCustomSchemeSender(createFakeWindow(), 'casinolobby');
    sender.send({ type: 'openCasinoGame', payload: { gameCode: 'g1', aggregator: 'bragg' } });
    sender.send({ type: 'casinoReady' });
    const [game, ready] = frames();
    expect(game?.getAttribute('src')).toBe(
      `casinolobby://openCasinoGame?data=${encodeURIComponent('{"gameCode":"g1","aggregator":"bragg"}')}`,
    );
    expect(ready?.getAttribute('src')).toBe('casinolobby://casinoReady');
    expect(game?.style.display).toBe('none');
    expect(game?.getAttribute('aria-hidden')).toBe('true');
    jest.advanceTimersByTime(CUSTOM_SCHEME_FRAME_LIFETIME_MS);
    expect(frames()).toHaveLength(0);
  });

  it('removes pending frames on dispose', () => {
    const sender = createCustomSchemeSender(createFakeWindow(), 'casinolobby');
    sender.send({ type: 'openMenu' });
    sender.dispose();
    expect(frames()).toHaveLength(0);
    expect(jest.getTimerCount()).toBe(0);
  });
});
