import { LobbyThemeProvider, toThemeBrand, useBusValue } from '@lobby/ui';
import type { ReactNode } from 'react';

export interface ThemeFromSettingsProps {
  readonly children: ReactNode;
}

/** The Emotion theme follows the settings' brand and theme (dark until they arrive, SPEC §1). */
export function ThemeFromSettings({ children }: ThemeFromSettingsProps) {
  const settings = useBusValue('settings:changed');
  return (
    <LobbyThemeProvider brand={toThemeBrand(settings?.brand)} mode={settings?.theme ?? 'dark'}>
      {children}
    </LobbyThemeProvider>
  );
}
