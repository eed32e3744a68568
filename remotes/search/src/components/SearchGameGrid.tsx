import type { Theme } from '@emotion/react';
import { GameTile, useDisplaySettings, useGamesOfKeysState } from '@lobby/connected';
import { Skeleton } from '@lobby/ui';
import type { KeyboardEvent, Ref } from 'react';

export interface SearchGameGridProps {
  readonly keys: readonly string[];
  /** Names the list for assistive technology. */
  readonly label: string;
  /** Called after a tile's own click handler has asked to launch its game (a search to remember, the panel to close). */
  readonly onTileActivated?: () => void;
  /** Arrow up from the first row leaves the grid (back to the search box). */
  readonly onLeaveTop?: () => void;
  readonly listRef?: Ref<HTMLUListElement>;
}

/** Tiles are at least this wide: two columns on a small phone, up to seven in a wide panel. */
const MIN_TILE_PX = 132;
/** The panel is at most this share of the viewport, so a tile's artwork is asked for at this share per column. */
const tileShare = (platform: string): number => (platform === 'mobile' ? 1 / 3 : 1 / 6);

/** The results grid, shared with the loading skeleton so nothing moves when results arrive. */
export const resultsGrid = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(min(${MIN_TILE_PX}px, 45%), 1fr))`,
  gap: theme.space.md,
});

/** The launch button of each result, the one tab stop of its tile (GameCard). */
export const TILE_TARGETS = 'li[data-result] button:not([tabindex="-1"])';

/** Arrow keys move through the tiles as they are laid out: left and right by one, up and down by a row. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>, onLeaveTop: (() => void) | undefined): void {
  const targets = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(TILE_TARGETS));
  const at = targets.findIndex((target) => target === document.activeElement);
  if (at < 0) return;
  const firstTop = targets[0]?.getBoundingClientRect().top ?? 0;
  const columns = Math.max(1, targets.filter((target) => target.getBoundingClientRect().top === firstTop).length);
  const step: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns };
  const delta = step[event.key];
  if (delta === undefined) return;
  event.preventDefault();
  const next = at + delta;
  if (next < 0) {
    if (event.key === 'ArrowUp' || at === 0) onLeaveTop?.();
    return;
  }
  targets[Math.min(next, targets.length - 1)]?.focus();
}

/**
 * Search results and trending games as the shared game tile (launch, favourite and player
 * count work as everywhere). A game still on its way keeps its place with a skeleton, so
 * the grid never jumps; one the lobby does not offer is left out.
 */
export function SearchGameGrid({ keys, label, onTileActivated, onLeaveTop, listRef }: SearchGameGridProps) {
  const { platform } = useDisplaySettings();
  const { byKey } = useGamesOfKeysState(keys);
  const share = tileShare(platform);
  return (
    <ul
      ref={listRef}
      aria-label={label}
      css={resultsGrid}
      onKeyDown={(event) => moveFocus(event, onLeaveTop)}
      // Bubbling, not capturing: the tile's own handler runs first, before anything here may
      // unmount it (a focus move flushes React's pending updates at once).
      onClick={(event) => {
        // The launch button, not the favourite heart, is what uses a search.
        if (event.target instanceof Element && event.target.closest(TILE_TARGETS) !== null) onTileActivated?.();
      }}
    >
      {keys.map((key, index) => {
        const game = byKey(key);
        if (game === null) return null;
        return (
          // data-game-key: which game is listed, for browser tests (a title can belong to several).
          <li key={key} data-result="" data-game-key={key} css={{ minWidth: 0 }}>
            {game === undefined ? (
              <div aria-hidden="true" data-result-pending="">
                <Skeleton aspectRatio="1 / 1" radius="lg" />
                <Skeleton width="70%" css={(theme: Theme) => ({ marginTop: theme.space.sm })} />
              </div>
            ) : (
              <GameTile
                game={game}
                cardStyle="default"
                imageLoading={index < 6 ? 'eager' : 'lazy'}
                imageViewportShare={share}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
