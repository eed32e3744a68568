// Test-only: renders a tree inside the providers the host supplies at run time.
import type { Brand } from '@lobby/domain';
import { createEnglishI18n, I18nProvider } from '@lobby/i18n';
import type { ThemeName } from '@lobby/shared';
import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import { StrictMode } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { LobbyThemeProvider } from '../components/LobbyThemeProvider/LobbyThemeProvider';

export interface ProviderOptions extends Omit<RenderOptions, 'wrapper'> {
  readonly brand?: Brand;
  readonly mode?: ThemeName;
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}): RenderResult {
  const { brand = 'WPTG', mode = 'dark', ...renderOptions } = options;
  const i18n = createEnglishI18n();
  function Wrapper({ children }: { readonly children: ReactNode }) {
    return (
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <LobbyThemeProvider brand={brand} mode={mode}>
            {children}
          </LobbyThemeProvider>
        </I18nProvider>
      </StrictMode>
    );
  }
  return render(ui, { ...renderOptions, wrapper: Wrapper });
}
