import type { StoredOutboxEntry } from '@lobby/storage';
import type { LobbyApi } from '../lobbyApi';

/**
 * The action outbox's `send` on the platform API: the entry's id as the Idempotency-Key, its
 * own credentials (the account it was made on, whoever is signed in now), the call its kind
 * and wanted state name.
 */
export function sendOutboxEntry(
  api: Pick<LobbyApi, 'addFavourite' | 'removeFavourite' | 'recordPlay'>,
): (entry: StoredOutboxEntry) => Promise<void> {
  return (entry) => {
    const write = { idempotencyKey: entry.id, credentials: { userId: entry.userId, sessionId: entry.sessionId } };
    if (entry.kind === 'play') return api.recordPlay(entry.key, write);
    return entry.favourite ? api.addFavourite(entry.key, write) : api.removeFavourite(entry.key, write);
  };
}
