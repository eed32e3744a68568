import type { ImagePair, Platform } from '@lobby/shared';

/** The platform's artwork, falling back to the other one rather than to a placeholder. */
export function imageFor(pair: ImagePair | null, platform: Platform): string | null {
  if (pair === null) return null;
  return platform === 'mobile' ? (pair.mobile ?? pair.desktop) : (pair.desktop ?? pair.mobile);
}
