import { rawBanner, rawBlock, rawGame, rawLink, rawLobby, rawPokerBanner } from '@lobby/testing';
import { checkLobbyReply, MAX_SHAPE_ERRORS, type LobbyReplyCheck } from './lobbyReplyShape';

const full = rawLobby({
  games: [rawGame({ code: 'a' }), rawGame({ code: 'b', aggregator: null, casinoCoin: true })],
  blocks: [rawBlock({ id: 'b1', games: ['bragg:a'] }), rawBlock({ id: 'b2', startDate: '2026-11-28T00:00:00Z' })],
  links: [rawLink({ slug: 'weekend' })],
  banners: [rawBanner({ id: 'x' })],
  pokerBanners: [rawPokerBanner({ id: 'p' })],
});

/** The reply with one part replaced, as an editor's paste would carry it. */
function edited(edit: (reply: Record<string, unknown>) => void): string {
  const copy = JSON.parse(JSON.stringify(full)) as Record<string, unknown>;
  edit(copy);
  return JSON.stringify(copy);
}

const blocks = (reply: Record<string, unknown>) => reply.blocks as Record<string, unknown>[];
const games = (reply: Record<string, unknown>) => reply.games as Record<string, unknown>[];

describe('checkLobbyReply', () => {
  test('a reply of the content service passes, as parsed', () => {
    expect(checkLobbyReply(JSON.stringify(full))).toEqual({ ok: true, reply: full });
  });

  test.each<[string, string, Pick<Extract<LobbyReplyCheck, { errors: unknown }>, 'errors'>['errors']]>([
    ['not an object', '[]', [{ path: '', expected: 'object' }]],
    [
      'a game key that is a number',
      edited((r) => (blocks(r)[0]!.games = [7])),
      [{ path: 'blocks[0].games[0]', expected: 'string' }],
    ],
    ['a missing list', edited((r) => delete r.pages), [{ path: 'pages', expected: 'list' }]],
    [
      'an unknown block type',
      edited((r) => (blocks(r)[1]!.type = 'carousel')),
      [
        {
          path: 'blocks[1].type',
          expected: 'option',
          options: expect.arrayContaining(['banner', 'grid']) as unknown as string[],
        },
      ],
    ],
    [
      'tiles per row off the list',
      edited((r) => (blocks(r)[0]!.tilesPerRow = 4)),
      [{ path: 'blocks[0].tilesPerRow', expected: 'option', options: [3, 5, 6, 7] }],
    ],
    [
      'an unreadable start date',
      edited((r) => (blocks(r)[1]!.startDate = 'soon')),
      [{ path: 'blocks[1].startDate', expected: 'date' }],
    ],
    ['a flag as text', edited((r) => (r.showSearch = 'true')), [{ path: 'showSearch', expected: 'boolean' }]],
    [
      'a count that is not finite',
      edited((r) => (games(r)[1]!.playingCount = null)),
      [{ path: 'games[1].playingCount', expected: 'number' }],
    ],
    [
      'an image pair that is a string',
      edited((r) => (games(r)[0]!.image = 'a.png')),
      [{ path: 'games[0].image', expected: 'object' }],
    ],
    [
      'an optional field present but wrong',
      edited((r) => (games(r)[0]!.orientation = 'sideways')),
      [{ path: 'games[0].orientation', expected: 'option', options: ['auto', 'landscape', 'portrait'] }],
    ],
    [
      'two faults, in reading order',
      edited((r) => {
        r.region = 1;
        (r.links as Record<string, unknown>[])[0]!.slug = null;
      }),
      [
        { path: 'links[0].slug', expected: 'string' },
        { path: 'region', expected: 'string' },
      ],
    ],
  ])('%s', (_case, json, errors) => {
    expect(checkLobbyReply(json)).toEqual({ ok: false, errors, more: 0 });
  });

  test('text that is not JSON is refused with the parser message', () => {
    const result = checkLobbyReply('{"pages": [');
    expect(result.ok).toBe(false);
    expect(result).toHaveProperty('syntax', expect.any(String));
  });

  test('a flood of faults is cut at the limit and counted', () => {
    const json = edited((r) => (blocks(r)[0]!.games = Array.from({ length: 30 }, (_, i) => i)));
    const result = checkLobbyReply(json);
    expect(result).toMatchObject({ ok: false, more: 30 - MAX_SHAPE_ERRORS });
    expect(result.ok === false && 'errors' in result && result.errors).toHaveLength(MAX_SHAPE_ERRORS);
  });

  test('__proto__ in the paste is data, never read as a field', () => {
    const json = edited((r) => delete r.currency).replace('{', '{"__proto__":{"currency":"EUR"},');
    expect(checkLobbyReply(json)).toEqual({ ok: false, errors: [{ path: 'currency', expected: 'string' }], more: 0 });
  });
});
