import { artworkSize, displayName, renderArtwork } from './artwork';

describe('artwork', () => {
  it.each([
    ['gates-of-olympus-1000', 'Gates Of Olympus'],
    ['AGDragonTiger7', 'Dragon Tiger'],
    ['new', 'New'],
  ])('names %s as %s', (id, name) => {
    expect(displayName(id)).toBe(name);
  });

  it('renders the same SVG for the same path and escapes text', () => {
    const request = { kind: 'game', id: 'a<b>&c', variant: 'desktop', caption: 'bragg' } as const;
    const svg = renderArtwork(request);
    expect(svg).toBe(renderArtwork(request));
    expect(svg).toContain('width="320"');
    expect(svg).not.toContain('<b>');
  });

  it('knows each kind and variant, and nothing else', () => {
    expect(artworkSize('game', 'loading-portrait')).toEqual({ width: 720, height: 1280 });
    expect(renderArtwork({ kind: 'label', id: 'x', variant: 'loading-portrait' })).toBeUndefined();
  });
});
