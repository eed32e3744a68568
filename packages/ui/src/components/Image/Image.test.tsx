import { FirstViewLayoutContext } from '@lobby/contexts';
import { imageSources } from '@lobby/domain';
import { fireEvent, screen } from '@testing-library/react';
import { lobbyStyles } from '../../testing/lobbyStyles';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Image } from './Image';

describe('Image', () => {
  it('loads lazily inside a box that reserves its aspect ratio', () => {
    renderWithProviders(<Image src="/images/a.webp" alt="Starburst" aspectRatio="3 / 4" viewportShare={1} />);
    const img = screen.getByRole('img', { name: 'Starburst' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('loading')).toBe('lazy');
    const styles = lobbyStyles();
    expect(styles).toContain('aspect-ratio:3/4');
  });

  it('shows a themed placeholder with the same name when loading fails, and retries a new src', () => {
    const onError = jest.fn();
    const { rerender } = renderWithProviders(
      <Image src="/broken.webp" alt="Starburst" onError={onError} viewportShare={1} />,
    );
    fireEvent.error(screen.getByRole('img', { name: 'Starburst' }));
    expect(onError).toHaveBeenCalledTimes(1);
    const placeholder = screen.getByRole('img', { name: 'Starburst' });
    expect(placeholder.tagName).toBe('SPAN');
    rerender(<Image src="/fixed.webp" alt="Starburst" viewportShare={1} />);
    expect(screen.getByRole('img', { name: 'Starburst' }).tagName).toBe('IMG');
  });

  it('shows the placeholder for a missing source and hides decorative placeholders', () => {
    const { container } = renderWithProviders(<Image src={null} alt="" viewportShare={1} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-image-state="placeholder"]')).not.toBeNull();
  });

  it.each([
    ['lazy', 'lazy', null, 'async'],
    ['eager', 'eager', null, 'async'],
    // The lead image is decoded for the frame that paints it.
    ['high', 'eager', 'high', 'sync'],
  ] as const)('loading %p: loading=%p, fetchpriority=%p, decoding=%p', (loading, attribute, priority, decoding) => {
    renderWithProviders(<Image src="/images/a.webp" alt="Starburst" loading={loading} viewportShare={1} />);
    const img = screen.getByRole('img', { name: 'Starburst' });
    expect(img.getAttribute('loading')).toBe(attribute);
    expect(img.getAttribute('fetchpriority')).toBe(priority);
    expect(img.getAttribute('decoding')).toBe(decoding);
  });

  it('offers generated artwork as rasters sized to its share of the viewport, within the page frame', () => {
    renderWithProviders(
      <Image
        src="/images/banners/banner-1/desktop.svg"
        alt="Spring"
        aspectRatio="16 / 6"
        viewportShare={0.2}
        minWidthPx={240}
      />,
    );
    const img = screen.getByRole('img', { name: 'Spring' });
    expect(img.getAttribute('src')).toBe('/images/banners/banner-1/desktop.320.webp');
    expect(img.getAttribute('srcset')?.split(', ')).toContain('/images/banners/banner-1/desktop.1920.webp 1920w');
    // The same on every screen (a server's preload must match it): the cap on fetched pixels
    // per CSS pixel is in media conditions, the plain size last.
    const sizes = img.getAttribute('sizes') ?? '';
    expect(sizes).toBe(
      imageSources('/images/banners/banner-1/desktop.svg', { viewportShare: 0.2, minPx: 240, maxPx: 288 }).sizes,
    );
    expect(sizes).toMatch(/^\(min-resolution: 4dppx\) calc\(max\(240px, min\(20vw, 288px\)\) \* 0\.5\), /);
    expect(sizes.endsWith(', max(240px, min(20vw, 288px))')).toBe(true);
    // The box's ratio, so the space is known before the artwork arrives.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1000', '375']);
  });

  it('uses any other image as it is', () => {
    renderWithProviders(<Image src="https://cdn.example.com/starburst.png" alt="Starburst" viewportShare={1 / 7} />);
    const img = screen.getByRole('img', { name: 'Starburst' });
    expect(img.getAttribute('src')).toBe('https://cdn.example.com/starburst.png');
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('sizes')).toBe(false);
  });

  it.each([
    ['the lead (high)', 'desktop', 'high', 'image', 'high'],
    ['the lead (high)', 'mobile', 'high', 'image', 'high'],
    ['the first viewport (eager)', 'desktop', 'eager', 'image', 'low'],
    ['the first viewport (eager)', 'mobile', 'eager', 'deferred', null],
    ['an image further down (lazy)', 'desktop', 'lazy', 'deferred', null],
    ['an image further down (lazy)', 'mobile', 'lazy', 'deferred', null],
  ] as const)(
    'in a first view drawn by the server, %s on the %s layout: %s, fetched at priority %p',
    (_name, layout, loading, state, priority) => {
      const { container } = renderWithProviders(
        <FirstViewLayoutContext.Provider value={layout}>
          <Image src="/images/a.webp" alt="Starburst" loading={loading} viewportShare={1} />
        </FirstViewLayoutContext.Provider>,
      );
      const img = container.querySelector('img');
      expect(container.querySelector('[data-image-state]')?.getAttribute('data-image-state')).toBe(state);
      expect(img?.getAttribute('fetchpriority') ?? null).toBe(priority);
      // Lazy even when fetched: only the layout the media query shows asks for its images.
      if (img !== null) expect(img.getAttribute('loading')).toBe('lazy');
    },
  );

  it.each([
    ['in a first view (fetched only in the layout shown)', 'desktop', 'lazy'],
    ['in the live lobby', null, 'eager'],
  ] as const)('the lead image %s loads %s, ahead of everything', (_name, firstView, loading) => {
    const { container } = renderWithProviders(
      <FirstViewLayoutContext.Provider value={firstView}>
        <Image src="/images/a.webp" alt="Starburst" loading="high" viewportShare={1} />
      </FirstViewLayoutContext.Provider>,
    );
    const img = container.querySelector('img');
    expect(img?.getAttribute('loading')).toBe(loading);
    expect(img?.getAttribute('fetchpriority')).toBe('high');
  });
});
