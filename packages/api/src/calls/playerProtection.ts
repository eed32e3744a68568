import { PLAYER_PROTECTION_REPLY, type LicenseType, type RawPlayerProtection } from '@lobby/shared';
import type { HttpClient } from '../http/createHttpClient';
import { readReply } from './replies';

/**
 * GET /api/player/protection (auth, issue #34): the policy of the lobby's licence type (the
 * content service's default policy without one) and the player's limits and breaks under it.
 * Rejects on failure or a reply that does not fit PLAYER_PROTECTION_REPLY: the caller logs and
 * keeps the state it had (SPEC §8).
 */
export async function getPlayerProtection(
  client: HttpClient,
  logger: Pick<Console, 'warn'>,
  licenseType: LicenseType | null,
): Promise<RawPlayerProtection> {
  const { data } = await client.request({
    method: 'GET',
    path: '/player/protection',
    name: 'getPlayerProtection',
    auth: true,
    params: { licenseType },
  });
  return readReply(data, PLAYER_PROTECTION_REPLY, 'getPlayerProtection', logger);
}
