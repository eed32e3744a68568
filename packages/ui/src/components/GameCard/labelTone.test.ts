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

  it('has no tone to give without tones', () => {
    expect(labelTone('new', [])).toBeUndefined();
  });
});
