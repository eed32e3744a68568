import type { LobbyApi } from '../lobbyApi';
import { json, reply, startFaultServer, type FaultServer } from '../testing/faultServer';
import { faultServerApi } from '../testing/faultServerApi';

const PATH = '/api/v1/casino/games/launch';
const REQUEST = { gameKey: 'bragg:gates', locale: 'en', platform: 'desktop' } as const;

let server: FaultServer;
const logger = { warn: jest.fn(), error: jest.fn() };

beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.clear();
  logger.warn.mockClear();
});

const api = (): LobbyApi => faultServerApi(server, logger);

describe('launchGame: play for fun and player protection (issue #34)', () => {
  it('a real launch says no mode (the service defaults to real money) and sends the session', async () => {
    server.route('POST', PATH, json({ url: '/demo-games/bragg/gates' }));
    await expect(api().launchGame(REQUEST)).resolves.toEqual({ url: '/demo-games/bragg/gates' });
    const [request] = server.requestsTo('POST', PATH);
    expect(request?.body).toEqual(REQUEST);
    expect(request?.headers).toMatchObject({ 'x-userid': 'u1', 'x-sessionid': 's1' });
  });

  it("a fun launch posts mode 'fun'; a guest's goes without session headers and without a warning", async () => {
    server.route('POST', PATH, json({ url: '/demo-games/bragg/gates?mode=fun' }));
    await expect(api().launchGame({ ...REQUEST, mode: 'fun', anonymous: true })).resolves.toEqual({
      url: '/demo-games/bragg/gates?mode=fun',
    });
    const [request] = server.requestsTo('POST', PATH);
    expect(request?.body).toEqual({ ...REQUEST, mode: 'fun' });
    expect(request?.headers['x-userid']).toBeUndefined();
    expect(request?.headers['x-sessionid']).toBeUndefined();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['selfExcluded', '2027-05-28T12:00:00.000Z'],
    ['selfExcluded', null],
    ['coolOff', '2026-11-29T12:00:00.000Z'],
    ['lossLimit', '2026-11-30T00:00:00.000Z'],
  ])("a 403 naming %s (until %p) answers the refusal instead of failing", async (reason, until) => {
    server.route(
      'POST',
      PATH,
      reply(403, { statusCode: 403, error: 'Forbidden', message: 'Refused.', reason, until }),
    );
    await expect(api().launchGame(REQUEST)).resolves.toEqual({ refused: { reason, until } });
    expect(server.requestsTo('POST', PATH)).toHaveLength(1);
  });

  it.each([
    ['a 403 without a protection reason', 403, { statusCode: 403, error: 'Forbidden', message: 'No.' }],
    ['a 403 with an unknown reason', 403, { reason: 'tired', until: null }],
    ['a 403 with a date that is no date', 403, { reason: 'coolOff', until: 'soon' }],
    ["another status with a protection reason (the session's 401)", 401, { reason: 'guest' }],
    ['a 409 (no demo)', 409, { statusCode: 409, error: 'Conflict', message: 'No demo' }],
  ])('%s stays an error', async (_name, status, body) => {
    server.route('POST', PATH, reply(status, body));
    await expect(api().launchGame(REQUEST)).rejects.toThrow(`Request failed with status code ${status}`);
  });
});
