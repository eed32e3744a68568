import { parseGameWindowMessage } from './gameWindowMessage';

const game = (type: unknown, payload?: unknown) => ({
  source: 'casino-game',
  type,
  ...(payload === undefined ? {} : { payload }),
});

describe('parseGameWindowMessage', () => {
  test.each([
    [game('loadStart'), { event: { type: 'loadStart' }, fromParent: false }],
    [game('loadProgress', { progress: 42.5 }), { event: { type: 'loadProgress', progress: 42.5 }, fromParent: false }],
    [game('loadProgress', { progress: 140 }), { event: { type: 'loadProgress', progress: 100 }, fromParent: false }],
    [game('loadProgress', { progress: -3 }), { event: { type: 'loadProgress', progress: 0 }, fromParent: false }],
    [game('loadEnd'), { event: { type: 'loadEnd' }, fromParent: false }],
    [game('loadComplete', { ignored: true }), { event: { type: 'loadComplete' }, fromParent: false }],
    [game('errorOutOfMoney'), { event: { type: 'errorOutOfMoney' }, fromParent: false }],
    [game('close'), { event: { type: 'close' }, fromParent: false }],
    [game('parentLoadStart'), { event: { type: 'loadStart' }, fromParent: true }],
    [game('parentLoadProgress', { progress: 10 }), { event: { type: 'loadProgress', progress: 10 }, fromParent: true }],
    [game('parentLoadComplete'), { event: { type: 'loadComplete' }, fromParent: true }],
    [game('parentErrorOutOfMoney'), { event: { type: 'errorOutOfMoney' }, fromParent: true }],
    [game('parentClose'), { event: { type: 'close' }, fromParent: true }],
  ])('accepts %j', (data, message) => {
    expect(parseGameWindowMessage(data)).toEqual({ ok: true, message });
  });

  test.each([
    ['loadComplete', 'notAnObject'],
    [null, 'notAnObject'],
    [[game('close')], 'notAnObject'],
    [{ type: 'close' }, 'wrongSource'],
    [{ source: 'casino-shell', type: 'close' }, 'wrongSource'],
    [game('openCashier'), 'unknownType'],
    [game('parent'), 'unknownType'],
    [game('parentloadStart'), 'unknownType'],
    [game('LoadStart'), 'unknownType'],
    [game(7), 'unknownType'],
    [game('loadProgress'), 'invalidPayload'],
    [game('loadProgress', { progress: '50' }), 'invalidPayload'],
    [game('loadProgress', { progress: Number.NaN }), 'invalidPayload'],
    [JSON.parse('{"source":"casino-game","type":"close","__proto__":{}}'), 'invalidPayload'],
  ])('drops %j as %s', (data, reason) => {
    expect(parseGameWindowMessage(data)).toMatchObject({ ok: false, reason });
  });
});
