import { useTheme } from '@emotion/react';
import { screen } from '@testing-library/react';
import { lobbyStyles } from '../../testing/lobbyStyles';
import { renderWithProviders } from '../../testing/renderWithProviders';

function ThemeProbe() {
  const theme = useTheme();
  return (
    <p>
      {theme.brand} {theme.mode} {theme.space.md}
    </p>
  );
}

describe('LobbyThemeProvider', () => {
  it('provides the theme for the brand and mode', () => {
    renderWithProviders(<ThemeProbe />, { brand: 'WPTA', mode: 'light' });
    expect(screen.getByText('WPTA light 12px')).toBeTruthy();
  });

  it('inserts styles with the one "lobby" cache key, scoped to the lobby root', () => {
    const { container } = renderWithProviders(<ThemeProbe />);
    const root = container.querySelector('[data-lobby-root]');
    expect(root?.getAttribute('data-theme')).toBe('dark');
    const keys = new Set(
      Array.from(
        document.querySelectorAll<HTMLStyleElement>('style[data-emotion]'),
        (style) => style.dataset['emotion']?.split(' ')[0],
      ),
    );
    expect([...keys].every((key) => key === 'lobby' || key === 'lobby-global')).toBe(true);
    const css = lobbyStyles();
    expect(css).toContain('[data-lobby-root]*:focus-visible');
    expect(css).toMatch(/@media\(prefers-reduced-motion:reduce\)\{\[data-lobby-root\]\*/);
  });
});
