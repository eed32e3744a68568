import createCache from '@emotion/cache';
import { CacheProvider, Global, ThemeProvider } from '@emotion/react';
import type { Brand } from '@lobby/domain';
import type { ThemeName } from '@lobby/shared';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { createTheme } from '../../theme/createTheme';
import { globalStyles, LOBBY_ROOT_ATTRIBUTE } from '../../theme/globalStyles';

/** The key of the lobby's one Emotion cache: class names read `lobby-…` in the host page. */
export const EMOTION_CACHE_KEY = 'lobby';

export interface LobbyThemeProviderProps {
  /** Resolved by domain's resolveBrand from the settings' licence type and brand. */
  readonly brand: Brand;
  readonly mode: ThemeName;
  readonly children: ReactNode;
  /** Nonce for the page's Content-Security-Policy on inserted <style> tags. */
  readonly nonce?: string;
  /** Where style tags go (default document.head), e.g. a shadow root. */
  readonly styleContainer?: HTMLElement;
}

/**
 * The host renders this once around everything, remotes included. It owns the one Emotion
 * cache (created per provider, never at module level: every app has its own copy of @lobby/ui,
 * and Emotion's shared context hands the host's cache to all of them) and the theme for the
 * current brand and mode, which every copy's components read.
 */
export function LobbyThemeProvider({ brand, mode, children, nonce, styleContainer }: LobbyThemeProviderProps) {
  // Created once (so nonce and styleContainer are read on mount only): a new cache per
  // render would re-insert every style.
  const [cache] = useState(() => createCache({ key: EMOTION_CACHE_KEY, nonce, container: styleContainer }));
  const theme = useMemo(() => createTheme(brand, mode), [brand, mode]);
  const rootProps = { [LOBBY_ROOT_ATTRIBUTE]: '' };
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <Global styles={globalStyles} />
        <div {...rootProps} data-theme={mode} data-brand={brand}>
          {children}
        </div>
      </ThemeProvider>
    </CacheProvider>
  );
}
