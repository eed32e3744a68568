import type { HttpClient } from '../http/createHttpClient';
import { FAVOURITES_REPLY } from '@lobby/shared';
import { playerWriteRequest, type PlayerWrite } from './playerWrite';
import { readReply } from './replies';

const FAVOURITES_PATH = '/games/favourite-games';

/** GET /api/games/favourite-games (auth): game keys. Rejects on failure: callers log and keep their list. */
export async function getFavouriteGames(client: HttpClient, logger: Pick<Console, 'warn'>): Promise<readonly string[]> {
  const { data } = await client.request({
    method: 'GET',
    path: FAVOURITES_PATH,
    name: 'getFavouriteGames',
    auth: true,
  });
  return readReply(data, FAVOURITES_REPLY, 'getFavouriteGames', logger).data;
}

function favouritePath(gameKey: string): string {
  return `${FAVOURITES_PATH}/${encodeURIComponent(gameKey)}`;
}

/** PUT /api/games/favourite-games/{gameKey} (auth). */
export async function addFavourite(client: HttpClient, gameKey: string, write?: PlayerWrite): Promise<void> {
  await client.request({
    method: 'PUT',
    path: favouritePath(gameKey),
    name: 'addFavourite',
    auth: true,
    ...playerWriteRequest(write),
  });
}

/** DELETE /api/games/favourite-games/{gameKey} (auth). */
export async function removeFavourite(client: HttpClient, gameKey: string, write?: PlayerWrite): Promise<void> {
  await client.request({
    method: 'DELETE',
    path: favouritePath(gameKey),
    name: 'removeFavourite',
    auth: true,
    ...playerWriteRequest(write),
  });
}
