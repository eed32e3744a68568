import type { RawBonus, RawGameCard, RawLobbyResponse } from '@lobby/shared';
import { remapBonusImages, remapGameImages, remapImageUrl, remapLobbyImages } from './imageHosts';

const HOSTS = {
  'https://cdn.example.com': 'https://img.proxy.example',
  'files.example.org': 'https://f.proxy.example/',
  'https://blocked.example': '/images',
};

describe('remapImageUrl', () => {
  test.each([
    ['an origin in the map', 'https://cdn.example.com/a/b.png?w=1#x', 'https://img.proxy.example/a/b.png?w=1#x'],
    ['a bare host in the map, any scheme', 'http://files.example.org/c.webp', 'https://f.proxy.example/c.webp'],
    [
      'a path on the lobby origin as replacement',
      'https://blocked.example/games/x/desktop.svg',
      '/images/games/x/desktop.svg',
    ],
    ['a host the map does not name', 'https://other.example/d.png', 'https://other.example/d.png'],
    ['the same host on another port', 'https://cdn.example.com:8443/a.png', 'https://cdn.example.com:8443/a.png'],
    ['a relative URL', '/images/local.png', '/images/local.png'],
    ['a data URI', 'data:image/png;base64,AAAA', 'data:image/png;base64,AAAA'],
    ['a malformed URL', 'https://', 'https://'],
  ])('%s', (_name, url, expected) => {
    expect(remapImageUrl(url, HOSTS)).toBe(expected);
  });

  test('keys come from the map itself, never from Object.prototype', () => {
    expect(remapImageUrl('https://constructor/a.png', {})).toBe('https://constructor/a.png');
  });

  test('an empty map leaves every URL as it is', () => {
    expect(remapImageUrl('https://cdn.example.com/a.png', {})).toBe('https://cdn.example.com/a.png');
  });
});

const game = {
  code: 'g1',
  image: { desktop: 'https://cdn.example.com/g1/d.png', mobile: null },
  featuredImage: { desktop: 'https://cdn.example.com/g1/f.png', mobile: '/images/f.png' },
  loadingImage: { landscape: 'https://cdn.example.com/g1/l.png', portrait: null },
} as unknown as RawGameCard;

describe('remapGameImages, remapLobbyImages, remapBonusImages', () => {
  test("a game's tile, featured and loading images", () => {
    expect(remapGameImages(game, HOSTS)).toMatchObject({
      code: 'g1',
      image: { desktop: 'https://img.proxy.example/g1/d.png', mobile: null },
      featuredImage: { desktop: 'https://img.proxy.example/g1/f.png', mobile: '/images/f.png' },
      loadingImage: { landscape: 'https://img.proxy.example/g1/l.png', portrait: null },
    });
    expect(remapGameImages({ ...game, featuredImage: null, loadingImage: undefined }, HOSTS)).toMatchObject({
      featuredImage: null,
      loadingImage: undefined,
    });
  });

  test('every image of a lobby reply; the same reply with an empty map', () => {
    const pair = { desktop: 'https://cdn.example.com/x.png', mobile: 'https://cdn.example.com/y.png' };
    const remapped = { desktop: 'https://img.proxy.example/x.png', mobile: 'https://img.proxy.example/y.png' };
    const reply = {
      games: [game, null],
      suppliers: [{ code: 's', name: 'S', images: pair }],
      labels: [{ id: 'l', title: 'L', images: pair }],
      banners: [{ id: 'b', image: pair }],
      pokerBanners: [{ id: 'p', image: pair, pokerGameId: 1 }],
      blocks: [],
    } as unknown as RawLobbyResponse;
    const result = remapLobbyImages(reply, HOSTS);
    expect(result.games[0]?.image.desktop).toBe('https://img.proxy.example/g1/d.png');
    expect(result.games[1]).toBeNull();
    expect(result.suppliers[0]?.images).toEqual(remapped);
    expect(result.labels[0]?.images).toEqual(remapped);
    expect(result.banners[0]?.image).toEqual(remapped);
    expect(result.pokerBanners[0]?.image).toEqual(remapped);
    expect(remapLobbyImages(reply, {})).toBe(reply);
  });

  test("a bonus's art", () => {
    const bonus = {
      id: 'b1',
      image: { desktop: 'https://cdn.example.com/b.png', mobile: null },
    } as unknown as RawBonus;
    expect(remapBonusImages(bonus, HOSTS).image).toEqual({ desktop: 'https://img.proxy.example/b.png', mobile: null });
  });
});
