import { createFakeWindow } from './testSupport/createFakeWindow';
import { findTransport, isStandaloneWindow } from './transports';

const SHELL = 'https://shell.example';
const message = { source: 'casino-lobby', type: 'casinoReady' };

describe('findTransport', () => {
  it.each([
    ['ios', { ios: true, android: true, framed: true, opener: true }],
    ['android', { android: true, framed: true, opener: true }],
    ['parent', { framed: true, opener: true }],
    ['opener', { opener: true }],
  ] as const)('chooses %s first when it and the later ones exist', (kind, options) => {
    expect(findTransport(createFakeWindow(options), SHELL)?.kind).toBe(kind);
  });

  it('has no transport on a standalone page', () => {
    expect(findTransport(createFakeWindow(), SHELL)).toBeNull();
  });

  it('posts the object to the iOS handler', () => {
    const win = createFakeWindow({ ios: true });
    findTransport(win, SHELL)?.send(message);
    expect(win.iosPostMessage).toHaveBeenCalledWith(message);
  });

  it('posts JSON text to the Android handler', () => {
    const win = createFakeWindow({ android: true });
    findTransport(win, SHELL)?.send(message);
    expect(win.androidPostMessage).toHaveBeenCalledWith(JSON.stringify(message));
  });

  it.each([
    ['parent', { framed: true }, 'parentPostMessage'],
    ['opener', { opener: true }, 'openerPostMessage'],
  ] as const)('posts to the %s with the shell origin, never *', (_kind, options, mock) => {
    const win = createFakeWindow(options);
    findTransport(win, SHELL)?.send(message);
    expect(win[mock]).toHaveBeenCalledWith(message, SHELL);
  });

  it('does not post to a parent or opener without a safe target origin', () => {
    expect(findTransport(createFakeWindow({ framed: true, opener: true }), null)).toBeNull();
    expect(findTransport(createFakeWindow({ ios: true }), null)?.kind).toBe('ios');
  });

  it('ignores a native global that is not a handler', () => {
    const win = Object.assign(createFakeWindow(), { CasinoLobbyAndroid: { postMessage: 'nope' } }) as unknown as Parameters<typeof findTransport>[0];
    expect(findTransport(win, SHELL)).toBeNull();
  });
});

describe('isStandaloneWindow', () => {
  it.each([
    [{}, true],
    [{ framed: true }, false],
    [{ opener: true }, false],
    [{ ios: true }, false],
    [{ android: true }, false],
  ])('%p -> %p', (options, standalone) => {
    expect(isStandaloneWindow(createFakeWindow(options))).toBe(standalone);
  });

  it('treats jsdom, a top-level page, as standalone', () => {
    expect(isStandaloneWindow(window)).toBe(true);
  });
});
