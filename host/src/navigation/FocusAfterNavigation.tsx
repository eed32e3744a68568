import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from '@lobby/router';

export interface FocusAfterNavigationProps {
  /** The id of the page's main region. */
  readonly mainId: string;
}

/** The link a keyboard user last focused on each screen, by history entry. */
type FocusMemory = Map<string, string>;

function linkIn(main: HTMLElement, href: string): HTMLElement | null {
  return (
    [...main.querySelectorAll<HTMLAnchorElement>('a[href]')].find((link) => link.getAttribute('href') === href) ?? null
  );
}

/**
 * Keeps keyboard focus on the page across in-app navigation. Following a link removes it
 * from the page and drops focus to the document, so the next Tab would start over from the
 * top: focus moves to the main region instead. Going back returns focus to the link the
 * player left that screen by, when it is still there.
 */
export function FocusAfterNavigation({ mainId }: FocusAfterNavigationProps) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const memory = useRef<FocusMemory>(new Map());
  const first = useRef(true);

  // Remember the focused link of the current screen, for when the player comes back to it.
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLAnchorElement && target.closest(`#${mainId}`) !== null) {
        const href = target.getAttribute('href');
        if (href !== null) memory.current.set(location.key, href);
      }
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [location.key, mainId]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (main === null) return;
    const remembered = navigationType === 'POP' ? memory.current.get(location.key) : undefined;
    const back = remembered === undefined ? null : linkIn(main, remembered);
    if (back !== null) {
      back.focus();
      return;
    }
    // Focus still somewhere on the page (the header's search, say) is the player's own.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) main.focus({ preventScroll: true });
  }, [location.key, navigationType, mainId]);

  return null;
}
