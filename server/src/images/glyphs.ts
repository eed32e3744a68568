/**
 * Emblems drawn on the generated artwork, in a 24 × 24 box. Shapes only, never letters or
 * digits: the lobby writes every name as text beside the artwork, so artwork that spelled
 * it too would repeat it and get cropped on narrow tiles.
 */
export interface Glyph {
  /** Filled outline; even-odd, so rings and pips cut through. */
  readonly fill: string;
  /** Optional detail lines drawn over the fill. */
  readonly detail?: string;
}

const circle = (cx: number, cy: number, r: number): string =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;

export const GAME_GLYPHS: readonly Glyph[] = [
  // star
  { fill: 'M12 2l2.9 6.6 7.1.7-5.4 4.8 1.6 7.1L12 17.5l-6.2 3.7 1.6-7.1L2 9.3l7.1-.7z' },
  // gem
  { fill: 'M6.5 3h11L22 9 12 21.5 2 9z', detail: 'M2 9h20M9 3l3 6 3-6M12 21.5L8.5 9M12 21.5L15.5 9' },
  // crown
  { fill: 'M2.5 7.5l5 4.5L12 4l4.5 8 5-4.5L19.5 19h-15z', detail: 'M4.5 16h15' },
  // bell
  {
    fill: 'M12 2.5a1.5 1.5 0 0 1 1.5 1.5v.6A6 6 0 0 1 18 10.5v4.5l2 3H4l2-3v-4.5a6 6 0 0 1 4.5-5.9V4A1.5 1.5 0 0 1 12 2.5zM9.5 19.5h5a2.5 2.5 0 0 1-5 0z',
  },
  // cherries
  { fill: `${circle(7, 17, 4)}${circle(17, 15.5, 4)}`, detail: 'M7 13C8 8.5 11 5 16.5 3.5M17 11.5c-.8-3.3-.7-5.6-.5-8' },
  // lightning bolt
  { fill: 'M13.5 2L4 13.5h6.5L9 22l10-12h-6.5z' },
  // crescent moon
  { fill: 'M19.5 15A8.5 8.5 0 1 1 9 3.5a7 7 0 0 0 10.5 11.5z' },
  // flame
  { fill: 'M12 2c1.2 4.2 6.5 6.3 6.5 12.2a6.5 6.5 0 0 1-13 0c0-3.1 1.8-5.2 3.2-6.3-.1 2.3.9 3.6 2.3 3.9C10.6 8 10.2 5.2 12 2z' },
  // four-leaf clover
  {
    fill: `${circle(8.5, 8.5, 3.8)}${circle(15.5, 8.5, 3.8)}${circle(8.5, 15.5, 3.8)}${circle(15.5, 15.5, 3.8)}`,
    detail: 'M12 12l4.5 9.5',
  },
  // coin
  { fill: `${circle(12, 12, 10)}${circle(12, 12, 7.2)}M12 7.5l1.4 3.1 3.3.3-2.5 2.2.8 3.3L12 14.7l-3 1.7.8-3.3-2.5-2.2 3.3-.3z` },
  // horseshoe
  { fill: 'M4.5 3h4v8.5a3.5 3.5 0 0 0 7 0V3h4v8.5a7.5 7.5 0 0 1-15 0z', detail: 'M4.5 6h4M15.5 6h4' },
  // die
  {
    fill: `M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z${circle(8, 8, 1.6)}${circle(12, 12, 1.6)}${circle(16, 16, 1.6)}${circle(16, 8, 1.6)}${circle(8, 16, 1.6)}`,
  },
  // sun
  {
    fill: `${circle(12, 12, 5)}M12 1l1.5 4h-3zM12 23l-1.5-4h3zM1 12l4-1.5v3zM23 12l-4 1.5v-3zM4.2 4.2l3.9 1.8-2.1 2.1zM19.8 19.8l-3.9-1.8 2.1-2.1zM19.8 4.2l-1.8 3.9-2.1-2.1zM4.2 19.8l1.8-3.9 2.1 2.1z`,
  },
  // heart
  { fill: 'M12 21s-8.5-5.3-8.5-11.4A4.7 4.7 0 0 1 12 6.8a4.7 4.7 0 0 1 8.5 2.8C20.5 15.7 12 21 12 21z' },
  // shield
  { fill: 'M12 2l8.5 3.5v6c0 5-3.6 9.2-8.5 10.5C7.1 20.7 3.5 16.5 3.5 11.5v-6z', detail: 'M12 5v14M6.5 10h11' },
  // rocket
  {
    fill: 'M12 2c3 2.2 4.5 5.6 4.5 9.5V16h-9v-4.5C7.5 7.6 9 4.2 12 2zM7.5 12.5L4 16.5V19l3.5-1.5zM16.5 12.5l3.5 4V19l-3.5-1.5zM10 17h4l-2 5z',
    detail: circle(12, 9.5, 1.6),
  },
];

/** Card suits, for the table and poker artwork. */
export const SUIT_GLYPHS: readonly Glyph[] = [
  { fill: 'M12 2s-8.5 6.6-8.5 11.6A4.2 4.2 0 0 0 10.8 16l-1.6 6h5.6l-1.6-6a4.2 4.2 0 0 0 7.3-2.4C20.5 8.6 12 2 12 2z' },
  { fill: 'M12 21s-8.5-5.3-8.5-11.4A4.7 4.7 0 0 1 12 6.8a4.7 4.7 0 0 1 8.5 2.8C20.5 15.7 12 21 12 21z' },
  {
    fill: `${circle(12, 7, 4.3)}${circle(7, 14, 4.3)}${circle(17, 14, 4.3)}M10.6 12h2.8l1.4 10H9.2z`,
  },
  { fill: 'M12 2l7.5 10L12 22 4.5 12z' },
];
