import { useTheme } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import { createLobbyBus } from '@lobby/bus';
import { DEFAULT_SETTINGS, type Brand } from '@lobby/domain';
import type { LobbySettings } from '@lobby/shared';
import { BusProvider } from '@lobby/ui';
import { ThemeFromSettings } from './ThemeFromSettings';

function ThemeProbe() {
  const theme = useTheme();
  return <output data-testid="theme">{`${theme.brand} ${theme.mode}`}</output>;
}

function renderWithSettings(settings: LobbySettings | null) {
  const bus = createLobbyBus();
  render(
    <BusProvider bus={bus}>
      <ThemeFromSettings>
        <ThemeProbe />
      </ThemeFromSettings>
    </BusProvider>,
  );
  if (settings !== null) act(() => bus.emit('settings:changed', settings));
  const probe = screen.getByTestId('theme');
  return { theme: probe.textContent, root: probe.closest('[data-lobby-root]') };
}

describe('ThemeFromSettings', () => {
  test.each<[string, Brand, LobbySettings | null]>([
    ['before the settings arrive', 'WPTG', null],
    ['with the default settings', 'WPTG', DEFAULT_SETTINGS],
    ['with theme=light', 'WPTG', { ...DEFAULT_SETTINGS, theme: 'light' }],
    ['with theme=light and brand WPTGPUKE', 'WPTGPUKE', { ...DEFAULT_SETTINGS, theme: 'light', brand: 'WPTGPUKE' }],
    [
      'with licence type SouthKorea and brand 99',
      'WPTA',
      { ...DEFAULT_SETTINGS, licenseType: 'SouthKorea', brand: '99' },
    ],
    [
      'with licence type Curacao over brand WPTA',
      'WPTG',
      { ...DEFAULT_SETTINGS, licenseType: 'Curacao', brand: 'WPTA' },
    ],
    ['with licence code 101 as the brand', 'WPTA', { ...DEFAULT_SETTINGS, brand: '101' }],
  ])('%s the lobby is dark in brand %s', (_name, brand, settings) => {
    const { theme, root } = renderWithSettings(settings);
    expect(theme).toBe(`${brand} dark`);
    expect(root?.getAttribute('data-theme')).toBe('dark');
    expect(root?.getAttribute('data-brand')).toBe(brand);
  });
});
