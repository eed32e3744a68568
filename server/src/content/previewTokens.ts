import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface IssuedPreviewToken {
  readonly token: string;
  readonly editor: string;
  readonly expiresAt: string;
}

/** 32 random bytes, base64url: the only shape a token can have, checked before any query. */
const TOKEN_BYTES = 32;
export const PREVIEW_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** An editor's working day; an operator may ask for less or more (a minute to thirty days). */
export const DEFAULT_PREVIEW_TOKEN_TTL_S = 8 * 3600;

const digestOf = (token: string): string => createHash('sha256').update(token).digest('base64url');

/** A new preview token for `editor`, expiring after `ttlSeconds`; the database keeps its digest only. */
export async function issuePreviewToken(
  db: Queryable,
  request: { readonly editor: string; readonly ttlSeconds: number; readonly now: Date },
): Promise<IssuedPreviewToken> {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(request.now.getTime() + request.ttlSeconds * 1000).toISOString();
  await db.query('INSERT INTO preview_tokens (token_digest, editor, expires_at) VALUES ($1, $2, $3)', [
    digestOf(token),
    request.editor,
    expiresAt,
  ]);
  return { token, editor: request.editor, expiresAt };
}

/** Whether `token` is a live preview token: well formed, issued, not revoked, not expired. */
export async function isLivePreviewToken(db: Queryable, token: string): Promise<boolean> {
  if (!PREVIEW_TOKEN_PATTERN.test(token)) return false;
  const live = await db.query('SELECT 1 FROM preview_tokens WHERE token_digest = $1 AND NOT revoked AND expires_at > now()', [
    digestOf(token),
  ]);
  return live.rows.length > 0;
}
