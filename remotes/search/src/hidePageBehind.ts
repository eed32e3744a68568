import { LOBBY_ROOT_ATTRIBUTE } from '@lobby/ui';

/**
 * While the panel is open the lobby it covers is neither drawn nor reachable: `inert` (no focus,
 * no clicks, nothing for screen readers) and `content-visibility: hidden`, so Chromium does not
 * repaint and re-composite the whole page behind the overlay on every keystroke (about half of
 * each frame, `npm run bench`). `from` is an element inside the lobby (the search entry).
 * Returns what shows the page again; call it before moving focus back into the page.
 */
export function hidePageBehind(from: Element | null): () => void {
  const root = from?.closest<HTMLElement>(`[${LOBBY_ROOT_ATTRIBUTE}]`);
  if (root === null || root === undefined) return () => undefined;
  const { contentVisibility } = root.style;
  const wasInert = root.inert;
  root.style.contentVisibility = 'hidden';
  root.inert = true;
  return () => {
    root.style.contentVisibility = contentVisibility;
    root.inert = wasInert;
  };
}
