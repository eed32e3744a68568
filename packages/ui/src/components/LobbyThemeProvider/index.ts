export { EMOTION_CACHE_KEY, LobbyThemeProvider } from './LobbyThemeProvider';
export type { LobbyThemeProviderProps } from './LobbyThemeProvider';
