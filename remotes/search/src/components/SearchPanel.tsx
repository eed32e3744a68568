import type { Theme } from '@emotion/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useDisplaySettings, useSearchIndex } from '@lobby/connected';
import type { SearchEntry, SearchRefinement } from '@lobby/domain';
import { Button, LOBBY_ROOT_ATTRIBUTE, Skeleton, keepFocusInside } from '@lobby/ui';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useRecentSearches } from '../hooks/useRecentSearches';
import { useSearchResults } from '../hooks/useSearchResults';
import { useTrackSearch } from '../hooks/useTrackSearch';
import { SEARCH_REFUSAL_TEXT } from '../searchRefusalText';
import { NO_REFINEMENT, refinementCount, SearchFilters } from './SearchFilters';
import { SearchGameGrid, TILE_TARGETS, resultsGrid } from './SearchGameGrid';
import { SearchIcon } from './SearchIcon';

export interface SearchPanelProps {
  readonly onClose: () => void;
}

/** Results drawn at once; "Show more results" adds as many again. */
export const RESULTS_PAGE = 24;

const NO_KEYS: readonly string[] = [];
const NO_ENTRIES: readonly SearchEntry[] = [];

const backdrop = (theme: Theme) => ({
  position: 'fixed' as const,
  inset: 0,
  zIndex: theme.zIndex.overlay,
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  background: theme.color.scrim,
  // The page behind is not repainted while the panel changes.
  contain: 'strict' as const,
});

const panel = (theme: Theme, phone: boolean) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  width: phone ? '100%' : 'min(1120px, calc(100% - 48px))',
  height: phone ? '100%' : undefined,
  // A steady height on desktop: it does not jump from a full grid to one line as the results change.
  minHeight: phone ? undefined : 'min(600px, calc(100% - 48px))',
  maxHeight: phone ? '100%' : 'calc(100% - 48px)',
  marginTop: phone ? 0 : theme.space.xl,
  borderRadius: phone ? 0 : theme.radii.xl,
  background: theme.color.surfaceRaised,
  color: theme.color.text,
  boxShadow: theme.shadow.raised,
  overflow: 'hidden',
  contain: 'layout paint' as const,
});

const heading = (theme: Theme) => ({
  margin: `0 0 ${theme.space.md}`,
  fontSize: theme.font.size.md,
  fontWeight: theme.font.weight.bold,
});

function Section({ title, action, children }: { title: ReactNode; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} css={(theme: Theme) => ({ '& + &': { marginTop: theme.space.xl } })}>
      <div css={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 8 }}>
        <h2 id={id} css={heading}>
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * The search panel (SPEC §2): an overlay on desktop and the whole screen on phones. A real
 * search box, results as you type, filters, recent searches and trending games before typing.
 * Modal: focus stays inside, Escape closes, and focus goes back to what opened it.
 */
export function SearchPanel({ onClose }: SearchPanelProps) {
  const { t, i18n } = useLingui();
  const { platform, locale } = useDisplaySettings();
  const phone = platform === 'mobile';
  const { state, load } = useSearchIndex();
  const [query, setQuery] = useState('');
  const [refinement, setRefinement] = useState<SearchRefinement>(NO_REFINEMENT);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // How many results are drawn, for the query and filters it was set for: a new search starts again.
  const [shownFor, setShownFor] = useState({ query, refinement, count: RESULTS_PAGE });
  const shown = shownFor.query === query && shownFor.refinement === refinement ? shownFor.count : RESULTS_PAGE;
  const view = useSearchResults(query, refinement, locale);
  const recent = useRecentSearches();
  useTrackSearch(query, view.kind === 'results' ? view.total : null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLUListElement>(null);
  const filtersId = useId();

  useEffect(load, [load]);
  useEffect(() => inputRef.current?.focus(), []);

  const remember = () => {
    if (view.kind === 'results' && view.total > 0) recent.remember(query);
  };
  const close = () => {
    remember();
    onClose();
  };
  const focusFirstResult = (): boolean => {
    const first = resultsRef.current?.querySelector<HTMLElement>(TILE_TARGETS);
    first?.focus();
    return first !== undefined && first !== null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
      return;
    }
    keepFocusInside(event, dialogRef.current);
  };
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && focusFirstResult()) event.preventDefault();
    if (event.key === 'Enter') {
      event.preventDefault();
      remember();
      focusFirstResult();
    }
  };

  const status = ((): ReactNode => {
    switch (view.kind) {
      case 'empty':
        return <Trans id="search.hint">Find a game by its name, provider or category.</Trans>;
      case 'refused':
        return i18n._(SEARCH_REFUSAL_TEXT[view.reason]);
      case 'loading':
        return <Trans id="search.loading">Loading games…</Trans>;
      case 'failed':
        return <Trans id="search.failed">Search is not available right now. Please try again.</Trans>;
      case 'results':
        return view.total === 0 ? (
          <Trans id="search.noResults">No results found.</Trans>
        ) : (
          <GamesFound count={view.total} />
        );
    }
  })();
  const filterCount = refinementCount(refinement);
  const providers = view.kind === 'results' ? view.providers : state.status === 'ready' ? state.index.providers : [];
  // Stable between renders, so the tiles' lookups (useGamesOfKeysState) ask only when the list changes.
  const resultKeys = view.kind === 'results' ? view.keys : NO_KEYS;
  const shownKeys = useMemo(() => resultKeys.slice(0, shown), [resultKeys, shown]);
  const trending = state.status === 'ready' ? state.index.trending : NO_ENTRIES;
  const trendingKeys = useMemo(() => trending.map((entry) => entry.key), [trending]);

  const rootProps = { [LOBBY_ROOT_ATTRIBUTE]: '' };
  return createPortal(
    <div
      {...rootProps}
      css={backdrop}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-label={t({ id: 'search.placeholder', message: `Search games` })}
        data-testid="search-panel"
        data-index-state={state.status}
        css={(theme: Theme) => panel(theme, phone)}
      >
        <div
          css={(theme: Theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: theme.space.sm,
            padding: theme.space.lg,
            borderBottom: `1px solid ${theme.color.border}`,
          })}
        >
          <div role="search" css={{ flex: 1, minWidth: 0 }}>
            <label
              css={(theme: Theme) => ({
                display: 'flex',
                alignItems: 'center',
                gap: theme.space.sm,
                height: theme.touchTarget,
                padding: `0 ${theme.space.md}`,
                borderRadius: theme.radii.pill,
                border: `1px solid ${theme.color.border}`,
                background: theme.color.surface,
                color: theme.color.textMuted,
                '&:focus-within': { outline: `${theme.focusRing.width} solid ${theme.color.focus}`, outlineOffset: 0 },
              })}
            >
              <SearchIcon />
              <input
                ref={inputRef}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                onKeyDown={onInputKeyDown}
                placeholder={t({ id: 'search.placeholder', message: `Search games` })}
                aria-label={t({ id: 'search.placeholder', message: `Search games` })}
                maxLength={100}
                enterKeyHint="search"
                autoComplete="off"
                spellCheck={false}
                css={(theme: Theme) => ({
                  flex: 1,
                  minWidth: 0,
                  height: '100%',
                  border: 0,
                  outline: 'none',
                  background: 'transparent',
                  color: theme.color.text,
                  font: 'inherit',
                  fontSize: '1rem',
                  // A placeholder longer than the field ends in an ellipsis; aria-label has all of it.
                  textOverflow: 'ellipsis',
                  // The pill around it shows the focus.
                  '&:focus-visible': { outline: 'none' },
                })}
              />
            </label>
          </div>
          <Button
            variant={filtersOpen ? 'primary' : 'secondary'}
            size="sm"
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen(!filtersOpen)}
          >
            <Trans id="search.filters.toggle">Filters</Trans>
            {filterCount > 0 && <span aria-hidden="true"> ({filterCount})</span>}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={t({ id: 'search.close', message: `Close search` })}
            onClick={close}
          >
            <span aria-hidden="true">✕</span>
          </Button>
        </div>
        <div
          data-testid="search-body"
          css={(theme: Theme) => ({
            flex: 1,
            overflowY: 'auto',
            overscrollBehavior: 'contain',
            padding: `${theme.space.lg} ${theme.space.lg} ${theme.space.xl}`,
          })}
        >
          <div id={filtersId} hidden={!filtersOpen} css={(theme: Theme) => ({ marginBottom: theme.space.lg })}>
            {filtersOpen && (
              <SearchFilters
                refinement={refinement}
                onChange={setRefinement}
                providers={providers}
                resultCount={view.kind === 'results' ? view.total : null}
                onShowResults={() => {
                  setFiltersOpen(false);
                  if (!focusFirstResult()) inputRef.current?.focus();
                }}
              />
            )}
          </div>
          <p
            role="status"
            data-testid="search-status"
            css={(theme: Theme) => ({
              margin: `0 0 ${theme.space.lg}`,
              color: view.kind === 'refused' || view.kind === 'failed' ? theme.color.text : theme.color.textMuted,
              fontSize: theme.font.size.md,
            })}
          >
            {status}
          </p>
          {view.kind === 'failed' && (
            <Button size="sm" onClick={load}>
              <Trans id="search.retry">Try again</Trans>
            </Button>
          )}
          {view.kind === 'loading' && <LoadingGrid />}
          {view.kind === 'results' && view.total > 0 && (
            <>
              <SearchGameGrid
                keys={shownKeys}
                label={t({ id: 'search.results.heading', message: `Search results` })}
                listRef={resultsRef}
                onTileActivated={close}
                onLeaveTop={() => inputRef.current?.focus()}
              />
              {view.keys.length > shown && (
                <div css={(theme: Theme) => ({ display: 'flex', justifyContent: 'center', marginTop: theme.space.xl })}>
                  <Button
                    variant="secondary"
                    onClick={() => setShownFor({ query, refinement, count: shown + RESULTS_PAGE })}
                  >
                    <Trans id="search.results.more">Show more results</Trans>
                  </Button>
                </div>
              )}
            </>
          )}
          {view.kind === 'empty' && (
            <>
              {recent.list.length > 0 && (
                <Section
                  title={<Trans id="search.recent.heading">Recent searches</Trans>}
                  action={
                    <Button variant="ghost" size="sm" onClick={recent.clear}>
                      <Trans id="search.recent.clear">Clear recent searches</Trans>
                    </Button>
                  }
                >
                  <ul
                    css={(theme: Theme) => ({
                      listStyle: 'none',
                      margin: 0,
                      padding: 0,
                      display: 'flex',
                      flexWrap: 'wrap',
                      gap: theme.space.sm,
                    })}
                  >
                    {recent.list.map((item) => (
                      <li key={item}>
                        <Button
                          variant="secondary"
                          size="sm"
                          onClick={() => {
                            setQuery(item);
                            inputRef.current?.focus();
                          }}
                        >
                          {item}
                        </Button>
                      </li>
                    ))}
                  </ul>
                </Section>
              )}
              {state.status === 'ready' && state.index.trending.length > 0 && (
                <Section title={<Trans id="search.trending.heading">Trending games</Trans>}>
                  <SearchGameGrid
                    keys={trendingKeys}
                    label={t({ id: 'search.trending.heading', message: `Trending games` })}
                    listRef={resultsRef}
                    onTileActivated={onClose}
                    onLeaveTop={() => inputRef.current?.focus()}
                  />
                </Section>
              )}
              {state.status === 'loading' && <LoadingGrid />}
            </>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}

/** Skeleton tiles while the index or the server's answer is on its way. */
function LoadingGrid() {
  return (
    <div aria-hidden="true" css={resultsGrid}>
      {Array.from({ length: 12 }, (_, index) => (
        <Skeleton key={index} aspectRatio="1 / 1" radius="lg" />
      ))}
    </div>
  );
}

function GamesFound({ count }: { readonly count: number }) {
  return <Plural id="search.resultCount" value={count} one="# game found" other="# games found" />;
}
