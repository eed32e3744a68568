/**
 * SPEC §5: "At least 16 random bytes for ids". Event ids, idempotency keys and the anonymous
 * identity are made here; RANDOM_ID_PATTERN (@lobby/shared) is what the content service
 * accepts: base64url, 22 to 64 characters.
 */
export const MIN_ID_RANDOM_BYTES = 16;
/** 48 bytes are 64 base64url characters, the longest id RANDOM_ID_PATTERN accepts. */
export const MAX_ID_RANDOM_BYTES = 48;

/** Fills the array with random bytes and returns it, as crypto.getRandomValues does. */
export type RandomBytesSource = (bytes: Uint8Array) => Uint8Array;

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The one impure default of the domain (README): an id has to be unguessable (an idempotency
 * key another player could guess is a write they could cancel), so it comes from the platform's
 * cryptographic source, read at call time. Tests pass their own source.
 */
function cryptoRandomBytes(bytes: Uint8Array): Uint8Array {
  return globalThis.crypto.getRandomValues(bytes);
}

/** `bytes` random bytes (16 by default) as base64url without padding. */
export function randomId(bytes: number = MIN_ID_RANDOM_BYTES, source: RandomBytesSource = cryptoRandomBytes): string {
  if (!Number.isInteger(bytes) || bytes < MIN_ID_RANDOM_BYTES || bytes > MAX_ID_RANDOM_BYTES) {
    throw new RangeError(`An id needs ${MIN_ID_RANDOM_BYTES} to ${MAX_ID_RANDOM_BYTES} random bytes, not ${bytes}`);
  }
  return toBase64Url(source(new Uint8Array(bytes)));
}

/** RFC 4648 §5 without padding; by hand, as `btoa` needs a binary string and Buffer is Node's. */
function toBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 3) {
    const first = bytes[index] ?? 0;
    const second = bytes[index + 1];
    const third = bytes[index + 2];
    const group = (first << 16) | ((second ?? 0) << 8) | (third ?? 0);
    text += BASE64URL[(group >> 18) & 63];
    text += BASE64URL[(group >> 12) & 63];
    if (second !== undefined) text += BASE64URL[(group >> 6) & 63];
    if (third !== undefined) text += BASE64URL[group & 63];
  }
  return text;
}
