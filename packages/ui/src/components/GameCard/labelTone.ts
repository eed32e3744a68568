import type { LabelTone } from '../../theme/Theme';

/**
 * A label's badge colour, from its id: labels carry no colour of their own (SPEC §3), and
 * one label must look the same on every tile, in every session.
 */
export function labelTone(labelId: string, tones: readonly LabelTone[]): LabelTone | undefined {
  let hash = 0;
  for (let i = 0; i < labelId.length; i += 1) hash = (Math.imul(hash, 31) + labelId.charCodeAt(i)) >>> 0;
  return tones[hash % tones.length];
}
