import { artworkSize, renderArtwork, type ArtworkRequest } from './artwork';

const game = (id: string, scope = 'bragg'): ArtworkRequest => ({ kind: 'game', id, variant: 'desktop', scope });

describe('artwork', () => {
  it('renders the same SVG for the same path, and different art for different games', () => {
    const svg = renderArtwork(game('golden-dragon-12'));
    expect(svg).toBe(renderArtwork(game('golden-dragon-12')));
    expect(svg).toContain('width="320"');
    expect(renderArtwork(game('golden-dragon-13'))).not.toBe(svg);
    expect(renderArtwork(game('golden-dragon-12', 'haba'))).not.toBe(svg);
  });

  it.each([
    ['game', 'gates-of-olympus-1000', 'desktop'],
    ['game', 'AGDragonTiger7', 'loading-portrait'],
    ['banner', 'banner-1', 'desktop'],
    ['banner', 'poker-10', 'mobile'],
    ['supplier', 'atg101', 'desktop'],
    ['label', 'new', 'mobile'],
    ['bonus', 'bonus-1', 'desktop'],
  ] as const)('draws %s %s as shapes only, without any text', (kind, id, variant) => {
    const svg = renderArtwork({ kind, id, variant }) ?? '';
    expect(svg).toMatch(/^<svg[^>]*>.*<\/svg>$/);
    expect(svg).not.toMatch(/<text|<tspan|font-/);
    expect(svg).not.toContain(id);
  });

  it('writes the brand title as its one word mark, escaped', () => {
    const svg = renderArtwork({ kind: 'brand', id: 'a<b>&c', variant: 'title' }) ?? '';
    expect(svg).toContain('<text');
    expect(svg).not.toContain('<B>');
    expect(svg).toContain('A&#60;B&#62;&#38;C');
  });

  it('knows each kind and variant, and nothing else', () => {
    expect(artworkSize('game', 'loading-portrait')).toEqual({ width: 720, height: 1280 });
    expect(renderArtwork({ kind: 'label', id: 'x', variant: 'loading-portrait' })).toBeUndefined();
  });
});
