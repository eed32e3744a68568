import { lobbyStyles } from '../../testing/lobbyStyles';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology and reserves its size', () => {
    const { container } = renderWithProviders(<Skeleton width={120} height="2rem" />);
    const box = container.querySelector('[data-skeleton]');
    expect(box?.getAttribute('aria-hidden')).toBe('true');
    const styles = lobbyStyles();
    expect(styles).toContain('width:120px');
    expect(styles).toContain('height:2rem');
  });

  it('reserves an aspect ratio and stops the shimmer for reduced motion', () => {
    renderWithProviders(<Skeleton aspectRatio="16 / 9" />);
    const styles = lobbyStyles();
    expect(styles).toContain('aspect-ratio:16/9');
    expect(styles).toMatch(/@media\(prefers-reduced-motion:reduce\)\{[^}]*animation:none/);
  });
});
