import { DEFAULT_SETTINGS } from '@lobby/domain';
import { readLobbyMessage, shellAnswer } from './shellAnswer';

describe('the preview as the framed lobby’s shell', () => {
  test.each<[string, unknown, ReturnType<typeof readLobbyMessage>]>([
    ['a lobby message', { source: 'casino-lobby', type: 'casinoReady' }, { type: 'casinoReady', payload: undefined }],
    [
      'a preview game link',
      { source: 'casino-lobby', type: 'previewGameLink', payload: { gameCode: 'g', aggregator: 'bragg', url: '/games/bragg%3Ag' } },
      { type: 'previewGameLink', payload: { gameCode: 'g', aggregator: 'bragg', url: '/games/bragg%3Ag' } },
    ],
    ['another source', { source: 'casino-shell', type: 'casinoReady' }, null],
    ['an unknown type', { source: 'casino-lobby', type: 'hello' }, null],
    ['not an object', 'casinoReady', null],
  ])('%s', (_case, data, read) => {
    expect(readLobbyMessage(data)).toEqual(read);
  });

  test('answers casinoReady with the settings as initialData, and nothing else', () => {
    const settings = { ...DEFAULT_SETTINGS, casinoJsonResponse: '{"pages":[]}' };
    expect(shellAnswer({ type: 'casinoReady', payload: undefined }, settings)).toEqual({
      source: 'casino-shell',
      type: 'initialData',
      payload: settings,
    });
    expect(shellAnswer({ type: 'casinoLoadComplete', payload: undefined }, settings)).toBeNull();
  });
});
