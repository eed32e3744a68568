import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { ActionSourceProvider, connectedTexts, useSearchIndex } from '@lobby/connected';
import { useCatalogue } from '@lobby/i18n';
import type { RemoteAppProps } from '@lobby/shared';
import { browserWhenIdle, tokens, uiTexts, useBusValue } from '@lobby/ui';
import { useLocation } from '@lobby/router';
import { useEffect, useRef, useState } from 'react';
import type { SearchPanelProps } from './components/SearchPanel';
import { SearchIcon } from './components/SearchIcon';
import { hidePageBehind } from './hidePageBehind';
import { searchTexts } from './texts';

/** The panel is a chunk of its own: the header's entry is all search adds to the start-up. */
const loadPanel = () => import('./components/SearchPanel');
type PanelComponent = (props: SearchPanelProps) => React.ReactNode;

/** The panel's component once its chunk has arrived (fetched when wanted); null until then. */
function usePanelComponent(wanted: boolean): PanelComponent | null {
  const [panel, setPanel] = useState<PanelComponent | null>(null);
  useEffect(() => {
    if (!wanted || panel !== null) return undefined;
    let live = true;
    loadPanel().then(
      (module) => live && setPanel(() => module.SearchPanel),
      (error: unknown) => console.warn('search: the panel could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, panel]);
  return panel;
}

/** After the lobby has loaded, the index and the panel's chunk wait this long (then for idle time) so they never compete with the first images. */
export const INDEX_IDLE_DELAY_MS = 3000;

/** '/' or Ctrl+K (⌘K) opens search, unless the player is typing somewhere. */
function isOpenShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target;
  return !(
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * The search entry in the header and its panel. The index of every game is fetched when the
 * browser is idle a little after the lobby has loaded, and indexed when the panel first opens.
 */
export default function App(_props: RemoteAppProps) {
  useCatalogue(uiTexts, connectedTexts, searchTexts);
  const { t } = useLingui();
  const label = t({ id: 'search.placeholder', message: `Search games` });
  const [open, setOpen] = useState(false);
  const { prefetch } = useSearchIndex();
  const loaded = useBusValue('lobby:loadStateChanged') === 'loaded';
  const openerRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const SearchPanel = usePanelComponent(open);
  const showPage = useRef<(() => void) | null>(null);

  // The page behind is hidden while the panel is drawn over it, however the panel closes.
  useEffect(() => {
    if (!open || SearchPanel === null) return undefined;
    showPage.current = hidePageBehind(openerRef.current);
    return () => {
      showPage.current?.();
      showPage.current = null;
    };
  }, [open, SearchPanel]);

  // Another screen (a game launched from the results, a shell navigation) closes the panel.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!loaded) return undefined;
    let cancelIdle: (() => void) | null = null;
    const timer = setTimeout(() => {
      cancelIdle = browserWhenIdle(() => {
        prefetch();
        void loadPanel();
      });
    }, INDEX_IDLE_DELAY_MS);
    return () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [loaded, prefetch]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (open || event.defaultPrevented || !isOpenShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div data-remote="search" css={{ display: 'block' }}>
      <button
        ref={openerRef}
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K"
        // The label may end in an ellipsis beside a long balance and cashier: the whole of it on hover.
        title={label}
        onClick={() => setOpen(true)}
        css={(theme: Theme) => ({
          display: 'flex',
          alignItems: 'center',
          gap: theme.space.sm,
          boxSizing: 'border-box',
          width: '100%',
          maxWidth: 320,
          height: 40,
          padding: `0 ${theme.space.md}`,
          borderRadius: theme.radii.pill,
          border: `1px solid ${theme.color.border}`,
          background: theme.color.surface,
          color: theme.color.textMuted,
          font: 'inherit',
          fontSize: theme.font.size.md,
          cursor: 'text',
          // Beside the balance and the cashier on a narrow phone: the whole label still fits.
          [tokens.media.narrowPhone]: {
            gap: theme.space.xs,
            padding: `0 ${theme.space.sm}`,
            fontSize: theme.font.size.sm,
          },
          '&:hover': { borderColor: theme.color.accent },
          '&:focus-visible': {
            outline: `${theme.focusRing.width} solid ${theme.color.focus}`,
            outlineOffset: theme.focusRing.offset,
          },
        })}
      >
        <SearchIcon />
        <span
          css={{
            flex: 1,
            minWidth: 0,
            textAlign: 'left',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {label}
        </span>
        <kbd
          aria-hidden="true"
          css={(theme: Theme) => ({
            padding: `0 ${theme.space.xs}`,
            borderRadius: theme.radii.sm,
            border: `1px solid ${theme.color.border}`,
            fontFamily: 'inherit',
            fontSize: theme.font.size.xs,
            // No keyboard to press it on, or no room beside the balance on a narrow phone.
            [theme.media.coarsePointer]: { display: 'none' },
            [tokens.media.narrowPhone]: { display: 'none' },
          })}
        >
          /
        </kbd>
      </button>
      {open && SearchPanel === null && <PanelPending />}
      {open && SearchPanel !== null && (
        <ActionSourceProvider screen="search">
          <SearchPanel
            onClose={() => {
              setOpen(false);
              // Back to the entry, whether the panel was opened by it or by a shortcut: the page
              // is shown first, as nothing in a hidden page takes focus.
              showPage.current?.();
              showPage.current = null;
              openerRef.current?.focus();
            }}
          />
        </ActionSourceProvider>
      )}
    </div>
  );
}

/** While the panel's chunk arrives (a first open before idle time): the scrim, so the press shows at once. */
function PanelPending() {
  return (
    <div
      aria-busy="true"
      css={(theme: Theme) => ({
        position: 'fixed',
        inset: 0,
        zIndex: theme.zIndex.overlay,
        background: theme.color.scrim,
      })}
    />
  );
}
