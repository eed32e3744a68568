import { resolveBrand } from '@lobby/domain';
import type { ThemeName } from '@lobby/shared';
import { LobbyThemeProvider, useBusValue } from '@lobby/ui';
import type { ReactNode } from 'react';

/**
 * SPEC §1: "the lobby state always uses dark". The theme setting still names the html
 * class at start-up and travels to games; the lobby's own screens ignore it.
 */
const LOBBY_THEME: ThemeName = 'dark';

export interface ThemeFromSettingsProps {
  readonly children: ReactNode;
}

/** The Emotion theme for the brand domain resolves from the settings' licence type and brand. */
export function ThemeFromSettings({ children }: ThemeFromSettingsProps) {
  const settings = useBusValue('settings:changed');
  const brand = resolveBrand({ licenseType: settings?.licenseType ?? null, brand: settings?.brand ?? null });
  return (
    <LobbyThemeProvider brand={brand} mode={LOBBY_THEME}>
      {children}
    </LobbyThemeProvider>
  );
}
