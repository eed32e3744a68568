/** Chunk names carry an 8-hex content hash (webpack.config.base.js chunkFilename). */
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|woff2?)(\.map)?$/;

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Hashed files never change; entries, manifests, the registry and HTML must be revalidated. */
export function cacheControlFor(file: string): string {
  return HASHED.test(file) ? IMMUTABLE : NO_CACHE;
}
