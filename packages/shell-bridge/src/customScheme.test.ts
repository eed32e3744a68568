import { CUSTOM_SCHEME_FRAME_LIFETIME_MS, createCustomSchemeSender, isUsableCustomScheme } from './customScheme';
import { createFakeWindow } from './testSupport/createFakeWindow';

function frames(): HTMLIFrameElement[] {
  return [...document.querySelectorAll('iframe')];
}

describe('isUsableCustomScheme', () => {
  it.each(['casinolobby', 'wpt-casino', 'app.v2+x'])('accepts %s', (scheme) => {
    expect(isUsableCustomScheme(scheme)).toBe(true);
  });

  it.each(['javascript', 'JavaScript', 'data', 'https', 'file', 'about', 'blob', '', '1app', 'a b', 'x:'])('refuses %p', (scheme) => {
    expect(isUsableCustomScheme(scheme)).toBe(false);
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
