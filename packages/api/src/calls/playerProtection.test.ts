import type { RawPlayerProtection } from '@lobby/shared';
import type { LobbyApi } from '../lobbyApi';
import { json, reply, startFaultServer, type FaultServer } from '../testing/faultServer';
import { faultServerApi } from '../testing/faultServerApi';

const PROTECTION: RawPlayerProtection = {
  policy: {
    licenseType: 'Mexico',
    sessionClock: true,
    realityCheckSeconds: 1800,
    limitsUrl: '/demo-operator/limits',
    helpUrl: null,
  },
  sessionStartedAt: '2026-03-01T10:00:00.000Z',
  depositLimit: { amount: 500, used: 120, period: 'week', resetsAt: '2026-03-02T00:00:00.000Z' },
  lossLimit: null,
  exclusion: null,
};

let server: FaultServer;
const logger = { warn: jest.fn(), error: jest.fn() };

beforeAll(async () => {
  server = await startFaultServer();
});
afterAll(() => server.close());
beforeEach(() => server.clear());

const api = (): LobbyApi => faultServerApi(server, logger);

describe('getPlayerProtection', () => {
  it("asks for the licence type's policy with the session's credentials", async () => {
    server.route('GET', '/api/player/protection', json(PROTECTION));
    await expect(api().getPlayerProtection('Mexico')).resolves.toEqual(PROTECTION);
    const [request] = server.requestsTo('GET', '/api/player/protection');
    expect(request?.query.get('licenseType')).toBe('Mexico');
    expect(request?.headers).toMatchObject({ 'x-userid': 'u1', 'x-sessionid': 's1' });
  });

  it('leaves the licence type out when the lobby has none (the default policy)', async () => {
    server.route('GET', '/api/player/protection', json(PROTECTION));
    await api().getPlayerProtection(null);
    const [request] = server.requestsTo('GET', '/api/player/protection');
    expect(request?.query.has('licenseType')).toBe(false);
  });

  it('rejects a reply that does not fit the shared schema', async () => {
    server.route('GET', '/api/player/protection', json({ ...PROTECTION, sessionStartedAt: 'soon' }));
    await expect(api().getPlayerProtection(null)).rejects.toThrow(/getPlayerProtection: unexpected reply/);
  });

  it('rejects a refusal (401)', async () => {
    server.route('GET', '/api/player/protection', reply(401, { message: 'Unauthorized' }));
    await expect(api().getPlayerProtection(null)).rejects.toThrow(/401/);
  });
});
