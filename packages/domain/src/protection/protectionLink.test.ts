import { protectionLinkUrl } from './protectionLink';

const BASE = 'https://lobby.example.com/games/bragg%3Aabc?mode=fun';

describe('protectionLinkUrl', () => {
  test.each<[string, string | null, string | null]>([
    ['none', null, null],
    ['empty', '  ', null],
    ['an absolute https address', 'https://operator.example/limits', 'https://operator.example/limits'],
    ['an absolute http address', 'http://operator.example/help?lang=en', 'http://operator.example/help?lang=en'],
    ["a path of the lobby's server", '/demo-operator/limits', 'https://lobby.example.com/demo-operator/limits'],
    ['surrounding spaces', ' /demo-operator/help ', 'https://lobby.example.com/demo-operator/help'],
    ['a script', 'javascript:alert(1)', null],
    ['a custom scheme', 'casinoapp://limits', null],
    ['unreadable', 'https://', null],
  ])('%s', (_name, raw, expected) => {
    expect(protectionLinkUrl(raw, BASE)).toBe(expected);
  });
});
