import type { LabelTone } from '../../theme/Theme';

/**
 * The badges players know by their colour (issue #34) keep one tone of the theme's: new is
 * green, hot red, exclusive purple and a jackpot amber (palette.ts LABEL_TONES order), so a
 * kind looks the same on every tile and brand.
 */
const KIND_TONES: Readonly<Record<string, number>> = { hot: 0, new: 1, exclusive: 3, jackpot: 4 };

/**
 * A badge's colour, from its id: labels carry no colour of their own (SPEC §3), and one label
 * must look the same on every tile, in every session. The known kinds have their own tone;
 * any other label a tone picked by its id.
 */
export function labelTone(labelId: string, tones: readonly LabelTone[]): LabelTone | undefined {
  if (tones.length === 0) return undefined;
  const kind = KIND_TONES[labelId];
  if (kind !== undefined) return tones[kind % tones.length];
  let hash = 0;
  for (let i = 0; i < labelId.length; i += 1) hash = (Math.imul(hash, 31) + labelId.charCodeAt(i)) >>> 0;
  return tones[hash % tones.length];
}
