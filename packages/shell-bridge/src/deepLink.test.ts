import { buildDeepLink, parseDeepLink } from './deepLink';

const address = 'casinolobby://';

describe('buildDeepLink', () => {
  it('writes the event after the address', () => {
    expect(buildDeepLink({ event: 'casinoReady' }, { address })).toBe('casinolobby://casinoReady');
  });

  it('encodes string data as is', () => {
    expect(buildDeepLink({ event: 'navigate', data: 'slots & live' }, { address })).toBe(
      'casinolobby://navigate?data=slots%20%26%20live',
    );
  });

  it('encodes object data as JSON', () => {
    const url = buildDeepLink({ event: 'openCasinoGame', data: { gameCode: 'g1', aggregator: 'bragg' } }, { address });
    expect(url).toBe(`casinolobby://openCasinoGame?data=${encodeURIComponent('{"gameCode":"g1","aggregator":"bragg"}')}`);
  });

  it('refuses an unknown event', () => {
    expect(() => buildDeepLink({ event: 'deleteEverything' }, { address })).toThrow(RangeError);
  });

  it('accepts a narrower list of events', () => {
    expect(() => buildDeepLink({ event: 'casinoReady' }, { address, events: ['openMenu'] })).toThrow(RangeError);
  });
});

describe('parseDeepLink', () => {
  it.each([
    [{ event: 'openMenu' }],
    [{ event: 'navigate', data: 'a+b c/ü?&=' }],
    [{ event: 'openCasinoGame', data: { gameCode: 'g 1', aggregator: 'bragg' } }],
    [{ event: 'initialData', data: [1, 'two', { three: 3 }] }],
  ])('round-trips %p', (link) => {
    expect(parseDeepLink(buildDeepLink(link, { address }), { address })).toEqual({ ok: true, link });
  });

  it('works with an https address', () => {
    const web = 'https://lobby.example/link/';
    expect(parseDeepLink(`${web}backToLobby`, { address: web })).toEqual({ ok: true, link: { event: 'backToLobby' } });
  });

  it('tolerates a trailing slash after the event', () => {
    expect(parseDeepLink('casinolobby://openMenu/', { address })).toEqual({ ok: true, link: { event: 'openMenu' } });
  });

  it('ignores other query parameters', () => {
    expect(parseDeepLink('casinolobby://navigate?x=1&data=slots', { address })).toEqual({
      ok: true,
      link: { event: 'navigate', data: 'slots' },
    });
  });

  it.each([
    ['another address', 'otherapp://openMenu', 'wrongAddress'],
    ['an unknown event', 'casinolobby://rm-rf', 'unknownEvent'],
    ['an Object.prototype member', 'casinolobby://constructor', 'unknownEvent'],
    ['broken percent-encoding', 'casinolobby://navigate?data=%E0%A4%A', 'badData'],
    ['broken JSON', `casinolobby://navigate?data=${encodeURIComponent('{"a":')}`, 'badData'],
    ['JSON with __proto__', `casinolobby://navigate?data=${encodeURIComponent('{"__proto__":{"x":1}}')}`, 'badData'],
    ['a huge link', `casinolobby://navigate?data=${'x'.repeat(40_000)}`, 'tooLong'],
  ])('refuses %s', (_name, url, error) => {
    expect(parseDeepLink(url, { address })).toEqual({ ok: false, error });
  });
});
