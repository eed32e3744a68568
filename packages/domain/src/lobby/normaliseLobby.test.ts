import type { RawLobbyResponse } from '@lobby/shared';
import { rawBanner, rawBlock, rawGame, rawLink, rawLobby, rawPokerBanner } from '@lobby/testing';
import { normaliseLobby } from './normaliseLobby';

const NOW = Date.parse('2024-06-15T12:00:00Z');
const PAST = '2024-01-01T00:00:00Z';
const FUTURE = '2025-01-01T00:00:00Z';

function normalise(overrides: Partial<RawLobbyResponse>) {
  return normaliseLobby(rawLobby(overrides), { now: NOW });
}

const games = [
  rawGame({ code: 'g1', supplier: 'bragg' }),
  rawGame({ code: 'g2', aggregator: 'oryx', supplier: 'oryx' }),
  rawGame({ code: 'h10', aggregator: 'haba', supplier: 'haba' }),
];

describe('normaliseLobby: games', () => {
  test('keys, defaults and duplicates (first wins)', () => {
    const lobby = normalise({ games: [...games, rawGame({ code: 'g1', title: 'Duplicate' })] });
    expect(lobby.games.map((game) => game.key)).toEqual(['bragg:g1', 'bragg:g2', 'haba:h10']);
    expect(lobby.games[0]?.title).toBe('Game One');
  });

  test('null entries and missing lists do not crash', () => {
    const hostile = {
      ...rawLobby(),
      games: [null, rawGame(), 'junk'],
      blocks: undefined,
      pages: null,
    } as unknown as RawLobbyResponse;
    const lobby = normaliseLobby(hostile, { now: NOW });
    expect(lobby.games).toHaveLength(1);
    expect(lobby.blocks).toEqual([]);
    expect(lobby.pages).toEqual([]);
  });
});

describe('normaliseLobby: blocks', () => {
  test.each<[string, Parameters<typeof rawBlock>[0], boolean]>([
    ['standard with a game', {}, true],
    ['standard with only unknown games', { games: ['bragg:nope'] }, false],
    ['standard without games', { games: [] }, false],
    ['game key via the oryx alias', { games: ['oryx:g2'] }, true],
    ['game key in another case', { games: ['BRAGG:G1'] }, true],
    ['grid without games', { type: 'grid', games: [] }, false],
    ['banner with a banner', { type: 'banner', games: [], banners: ['ban1'] }, true],
    ['banner without banners', { type: 'banner', banners: [] }, false],
    ['banner with an unknown banner', { type: 'banner', banners: ['nope'] }, false],
    ['poker-banner with one', { type: 'poker-banner', pokerBanners: ['pb1'] }, true],
    ['poker-banner without', { type: 'poker-banner', pokerBanners: [] }, false],
    ['favorites without games', { type: 'favorites', games: [] }, true],
    ['recent without games', { type: 'recent', games: [] }, true],
    ['freespin without games', { type: 'freespin', games: [] }, true],
    ['navigation without games', { type: 'navigation', games: [] }, true],
    ['providers with a supplier with games', { type: 'providers', games: [], suppliers: ['haba'] }, true],
    ['providers with a supplier without games', { type: 'providers', games: [], suppliers: ['sicbo'] }, false],
    ['inside its window', { startDate: PAST, endDate: FUTURE }, true],
    ['not started', { startDate: FUTURE }, false],
    ['ended', { endDate: PAST }, false],
    ['unreadable window', { startDate: 'garbage' }, false],
  ])('%s -> kept %p', (_name, overrides, kept) => {
    const lobby = normalise({
      games,
      banners: [rawBanner()],
      pokerBanners: [rawPokerBanner()],
      suppliers: [
        { code: 'haba', name: 'Haba', images: { desktop: null, mobile: null } },
        { code: 'sicbo', name: 'Sicbo', images: { desktop: null, mobile: null } },
      ],
      blocks: [rawBlock(overrides)],
    });
    expect(lobby.blocks).toHaveLength(kept ? 1 : 0);
  });

  test('games resolve in order, unknown keys dropped', () => {
    const lobby = normalise({ games, blocks: [rawBlock({ games: ['haba:h10', 'x:y', 'bragg:g1', ''] })] });
    expect(lobby.blocks[0]?.games.map((game) => game.key)).toEqual(['haba:h10', 'bragg:g1']);
  });

  test('pages keep surviving blocks only, in order', () => {
    const lobby = normalise({
      games,
      blocks: [rawBlock({ id: 'a' }), rawBlock({ id: 'b', games: [] }), rawBlock({ id: 'c' })],
      pages: [{ id: 'p', slug: 'home', title: 'Home', blocks: ['c', 'b', 'missing', 'a', '__proto__'] }],
    });
    expect(lobby.pages[0]?.blocks.map((block) => block.id)).toEqual(['c', 'a']);
  });

  test('banners resolve their games', () => {
    const lobby = normalise({ games, banners: [rawBanner({ games: ['oryx:g2', 'nope:x'] })] });
    expect(lobby.banners[0]?.games.map((game) => game.key)).toEqual(['bragg:g2']);
  });

  test.each<[string, string | null | undefined, string | null]>([
    ['copy kept', 'Play {x} now', 'Play {x} now'],
    ['missing copy', undefined, null],
    ['blank copy', '  ', null],
    ['copy that is not text', 7 as unknown as string, null],
  ])('banner copy: %s', (_name, text, expected) => {
    const lobby = normalise({ games, banners: [rawBanner({ description: text, buttonText: text })] });
    expect(lobby.banners[0]).toMatchObject({ description: expected, buttonText: expected });
  });
});

describe('normaliseLobby: suppliers', () => {
  const images = { desktop: null, mobile: null };
  test.each<[string, boolean]>([
    ['bragg', true],
    ['HABA', true],
    ['oryx', true],
    ['sicbo', false],
    ['native', false],
  ])('supplier %p kept %p', (code, kept) => {
    const lobby = normalise({ games, suppliers: [{ code, name: code, images }] });
    expect(lobby.suppliers).toHaveLength(kept ? 1 : 0);
  });

  // A reply that carries only the games it shows counts each supplier's games instead.
  test.each<[string, unknown, boolean]>([
    ['sicbo', 40, true],
    ['sicbo', 0, false],
    ['sicbo', -3, false],
    ['sicbo', 'many', false],
    ['bragg', 0, true],
  ])('supplier %p with gameCount %p kept %p', (code, gameCount, kept) => {
    const lobby = normalise({ games, suppliers: [{ code, name: code, images, gameCount: gameCount as number }] });
    expect(lobby.suppliers).toEqual(kept ? [{ code, name: code, images }] : []);
  });

  test("games carry their supplier's display name, whether or not the supplier has games", () => {
    const lobby = normalise({
      games,
      suppliers: [
        { code: 'Haba', name: 'Habanero', images },
        { code: 'bragg', name: ' ', images },
      ],
    });
    const names = new Map(lobby.games.map((game) => [game.supplier, game.supplierName]));
    expect(names.get('haba')).toBe('Habanero');
    expect(names.get('bragg')).toBeNull();
  });
});

describe('normaliseLobby: links', () => {
  test.each<[string, Parameters<typeof rawLink>[0], boolean]>([
    ['open window', {}, true],
    ['inside window', { startDate: PAST, endDate: FUTURE }, true],
    ['not started', { startDate: FUTURE }, false],
    ['ended', { endDate: PAST }, false],
  ])('%s -> kept %p', (_name, overrides, kept) => {
    expect(normalise({ links: [rawLink(overrides)] }).links).toHaveLength(kept ? 1 : 0);
  });

  test.each<[string | null, string | null]>([
    ['bragg:g1', 'bragg:g1'],
    ['oryx:g2', 'bragg:g2'],
    ['bragg:unknown', null],
    [null, null],
  ])('game link %p resolves to %p', (game, key) => {
    const lobby = normalise({ games, links: [rawLink({ type: 'game', game })] });
    expect(lobby.links[0]?.game?.key ?? null).toBe(key);
  });
});

describe('normaliseLobby: game counts of a reply that carries only the games it shows', () => {
  test.each<[string, unknown, number]>([
    ['the count sent', 5000, 5000],
    ['no count: the games carried', undefined, 3],
    ['a count below the games carried', 1, 3],
    ['an unreadable count', 'lots', 3],
  ])('lobby: %s', (_name, gameCount, expected) => {
    expect(normalise({ games: games.slice(0, 3), gameCount: gameCount as number }).gameCount).toBe(expected);
  });

  test.each<[string, unknown, number]>([
    ['the count sent', 240, 240],
    ['no count: the games carried', undefined, 2],
    ['a negative count', -1, 2],
  ])('block: %s', (_name, gameCount, expected) => {
    const keys = games.slice(0, 2).map((game) => `${String(game.aggregator)}:${game.code}`);
    const lobby = normalise({ games, blocks: [rawBlock({ games: keys, gameCount: gameCount as number })] });
    expect(lobby.blocks[0]?.gameCount).toBe(expected);
  });
});

describe('normaliseLobby: top-level fields', () => {
  test('copied with null defaults', () => {
    const lobby = normalise({ country: 'MT', currency: undefined as unknown as null, maintenanceMode: true });
    expect(lobby).toMatchObject({
      country: 'MT',
      currency: null,
      maintenanceMode: true,
      showNavigation: true,
      region: 'Curacao',
    });
  });

  test('the input is not mutated', () => {
    const raw = rawLobby({ games, blocks: [rawBlock()] });
    const copy = JSON.parse(JSON.stringify(raw)) as unknown;
    normaliseLobby(raw, { now: NOW });
    expect(raw).toEqual(copy);
  });
});
