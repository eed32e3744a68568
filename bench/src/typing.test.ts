import { FRAME_MS, typingFigures, typingWords, type Keystroke } from './typing';

const TITLES = [
  'Golden Dragon Tiger',
  'Mega Panda 6144',
  'Sic Bo',
  'Crème Brûlée Riches',
  'Golden Koi',
  'Wild Wolf',
  'Jade Fortune',
];

describe('typingWords', () => {
  it('types exactly the keystrokes asked for, in words of the titles', () => {
    const words = typingWords(TITLES, 200, 13);
    expect(words.join('')).toHaveLength(200);
    const known = new Set(TITLES.flatMap((title) => title.toLowerCase().split(' ')));
    // Every word but the last, which is cut to the letters left, is a whole word of a title.
    for (const word of words.slice(0, -1)) expect(known.has(word)).toBe(true);
  });

  it('takes only words a US keyboard types, 3 letters or more, each once before any repeats', () => {
    // Not "6144", "bo" nor the accented "crème" and "brûlée".
    const distinct = [
      'golden',
      'dragon',
      'tiger',
      'mega',
      'panda',
      'sic',
      'riches',
      'koi',
      'wild',
      'wolf',
      'jade',
      'fortune',
    ];
    const words = typingWords(TITLES, distinct.join('').length, 1);
    expect([...words].sort()).toEqual([...distinct].sort());
  });

  it('picks the same words for the same seed, others for another', () => {
    expect(typingWords(TITLES, 60, 13)).toEqual(typingWords(TITLES, 60, 13));
    expect(typingWords(TITLES, 60, 13)).not.toEqual(typingWords(TITLES, 60, 14));
  });

  it('refuses titles without a word to type', () => {
    expect(() => typingWords(['6144', 'Bo'], 10, 1)).toThrow('no title has a word to type');
  });
});

function keystroke(paintedMs: number, handledMs: number, renderMs: number, results = 0, skeletons = 0): Keystroke {
  return { paintedMs, handledMs, renderMs, results, skeletons };
}

describe('typingFigures', () => {
  it('takes the percentiles of each part and counts what missed a frame', () => {
    const keystrokes = [
      keystroke(10, 2, 3),
      keystroke(20, 5, 10, 48, 24),
      keystroke(30, 8, 9, 48, 0),
      keystroke(FRAME_MS, 1, 1),
    ];
    expect(typingFigures(keystrokes)).toEqual({
      keystrokes: 4,
      p50Ms: FRAME_MS,
      p95Ms: 30,
      maxMs: 30,
      overFrame: 2,
      handledP50Ms: 2,
      handledP95Ms: 8,
      renderP50Ms: 3,
      renderP95Ms: 10,
      workP50Ms: 5,
      workP95Ms: 17,
      workOverFrame: 1,
      skeletonShare: 0.25,
    });
  });

  it('has no figures for a run that measured nothing', () => {
    const figures = typingFigures([]);
    expect(figures.keystrokes).toBe(0);
    expect(Object.entries(figures).filter(([name, value]) => name !== 'keystrokes' && value !== null)).toEqual([]);
  });
});
