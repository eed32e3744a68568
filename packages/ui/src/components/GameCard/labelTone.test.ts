import { labelTone } from './labelTone';

const TONES = ['a', 'b', 'c', 'd', 'e'].map((name) => ({ background: name, text: '#fff' }));

describe('labelTone', () => {
  it.each(['new', 'hot', 'drops-wins', 'x', ''])('gives %p the same tone every time', (id) => {
    expect(labelTone(id, TONES)).toBe(labelTone(id, [...TONES]) ?? 'none');
  });

  it('spreads the seeded labels over the tones', () => {
    const ids = ['new', 'hot', 'exclusive', 'jackpot', 'megaways', 'buy-feature', 'live', 'top', 'trending', 'vip'];
    expect(new Set(ids.map((id) => labelTone(id, TONES)?.background)).size).toBeGreaterThanOrEqual(4);
  });

  it('gives the kinds players know their own tones: new green, hot red, exclusive purple, jackpot amber', () => {
    const tones = (ids: readonly string[]) => ids.map((id) => labelTone(id, TONES)?.background);
    expect(tones(['hot', 'new', 'exclusive', 'jackpot'])).toEqual(['a', 'b', 'd', 'e']);
    // A theme with fewer tones still gives each kind one.
    expect(labelTone('jackpot', TONES.slice(0, 2))?.background).toBe('a');
  });

  it('has no tone to give without tones', () => {
    expect(labelTone('new', [])).toBeUndefined();
  });
});
