import { fireEvent, screen } from '@testing-library/react';
import { lobbyStyles } from '../../testing/lobbyStyles';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { Image } from './Image';

describe('Image', () => {
  it('loads lazily inside a box that reserves its aspect ratio', () => {
    renderWithProviders(<Image src="/images/a.webp" alt="Starburst" aspectRatio="3 / 4" />);
    const img = screen.getByRole('img', { name: 'Starburst' });
    expect(img.tagName).toBe('IMG');
    expect(img.getAttribute('loading')).toBe('lazy');
    const styles = lobbyStyles();
    expect(styles).toContain('aspect-ratio:3/4');
  });

  it('shows a themed placeholder with the same name when loading fails, and retries a new src', () => {
    const onError = jest.fn();
    const { rerender } = renderWithProviders(<Image src="/broken.webp" alt="Starburst" onError={onError} />);
    fireEvent.error(screen.getByRole('img', { name: 'Starburst' }));
    expect(onError).toHaveBeenCalledTimes(1);
    const placeholder = screen.getByRole('img', { name: 'Starburst' });
    expect(placeholder.tagName).toBe('SPAN');
    rerender(<Image src="/fixed.webp" alt="Starburst" />);
    expect(screen.getByRole('img', { name: 'Starburst' }).tagName).toBe('IMG');
  });

  it('shows the placeholder for a missing source and hides decorative placeholders', () => {
    const { container } = renderWithProviders(<Image src={null} alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('[data-image-state="placeholder"]')).not.toBeNull();
  });
});
