import type { LobbyBus } from '@lobby/shared';

/** The page's own viewport, before the settings: index.html's. */
const VIEWPORT = 'width=device-width, initial-scale=1';
/** Full screen draws under the notch and the home indicator; the layout pads by their insets. */
const COVER = `${VIEWPORT}, viewport-fit=cover`;

/**
 * SPEC §3 `useFullScreenCasino` (default true): the lobby is laid out over the whole screen of
 * the host application's web view, edge to edge, under the status bar, the notch and the home
 * indicator (viewport-fit=cover), and keeps its header, rows and content clear of them by the
 * safe-area insets (env(safe-area-inset-*): Header, pageFrame). false: the web view keeps the
 * lobby inside the safe area itself (viewport-fit auto), the insets are 0, and nothing is
 * padded. A browser window has no insets either way. It follows the settings, whoever changed
 * them; the flag is remembered for the session under the full-screen storage key
 * (connectSessionMemory), so a game window the lobby opens is laid out alike.
 */
export function connectFullScreen(bus: LobbyBus, document: Document): () => void {
  const subscription = bus.on$('settings:changed').subscribe(({ useFullScreenCasino }) => {
    const content = useFullScreenCasino ? COVER : VIEWPORT;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="viewport"]');
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'viewport';
      document.head.append(meta);
    }
    if (meta.content !== content) meta.content = content;
    document.documentElement.dataset.fullScreen = String(useFullScreenCasino);
  });
  return () => subscription.unsubscribe();
}
