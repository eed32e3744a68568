import type { HttpClient } from '../http/createHttpClient';

/**
 * POST /api/haba/logout (auth) with JSON body { gameId }. SPEC §7: status 200 marks the
 * buyout settled (true); anything else logs the status text and resolves false, as does a
 * request that got no answer, so the caller can simply try again next time.
 */
export async function habaLogout(client: HttpClient, logger: Pick<Console, 'error'>, gameId: string): Promise<boolean> {
  try {
    const { status, statusText } = await client.request({
      method: 'POST',
      path: '/haba/logout',
      name: 'habaLogout',
      auth: true,
      data: { gameId },
      acceptAnyStatus: true,
    });
    if (status === 200) return true;
    logger.error(`habaLogout: ${statusText || `status ${status}`}`);
  } catch (error) {
    logger.error('habaLogout failed', error);
  }
  return false;
}
