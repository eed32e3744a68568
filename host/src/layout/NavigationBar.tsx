import type { Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { LinkActionItem, useLobby, useNavigationLinks } from '@lobby/connected';
import { topChromeHeights } from '@lobby/domain';
import type { Platform } from '@lobby/shared';
import { Skeleton, tokens, useBusValue } from '@lobby/ui';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from '@lobby/router';
import { pageFrame } from './pageFrame';

export interface NavigationBarProps {
  readonly platform: Platform;
}

/** Which ends of the row have pills scrolled out of sight. */
interface Overflow {
  readonly start: boolean;
  readonly end: boolean;
}

const FADE = '56px';
/** Widths of the pills drawn while the links load: distinct, they double as keys. */
const PLACEHOLDER_PILLS = [72, 88, 112, 96, 104, 80];

function readOverflow(list: HTMLElement): Overflow {
  // 1 px of slack: fractional widths never quite reach the end.
  return { start: list.scrollLeft > 1, end: list.scrollLeft + list.clientWidth < list.scrollWidth - 1 };
}

/** A fade on each end with more pills beyond it: the row visibly goes on. */
function fadeMask({ start, end }: Overflow): string {
  const from = start ? `transparent 0, #000 ${FADE}` : '#000 0';
  const to = end ? `#000 calc(100% - ${FADE}), transparent 100%` : '#000 100%';
  return `linear-gradient(to right, ${from}, ${to})`;
}

/** The bar under the header: its height is what the SPEC's navigation height leaves. */
const bar = (platform: Platform) => (theme: Theme) => ({
  height: topChromeHeights(platform, true).links,
  display: 'flex',
  alignItems: 'center',
  backgroundColor: theme.color.surface,
  borderBottom: `1px solid ${theme.color.border}`,
});

/** Scrolls the row just enough to show the pill whole, clear of the fades. */
function revealInRow(list: HTMLElement, pill: HTMLElement): void {
  const fade = Number.parseInt(FADE, 10);
  // The list is positioned, so offsetLeft is the pill's place in the row, whatever the scroll.
  const left = pill.offsetLeft;
  const right = left + pill.offsetWidth;
  if (left - fade < list.scrollLeft) list.scrollLeft = Math.max(0, left - fade);
  else if (right + fade > list.scrollLeft + list.clientWidth) list.scrollLeft = right + fade - list.clientWidth;
}

/**
 * The lobby's links (SPEC §2 link types), only those within their date window (the
 * lobby store drops the others, and brings them back when their window opens). One row
 * that scrolls sideways, faded where it continues, with the current page's pill and the
 * focused one kept in view. Hidden, with no height, when the lobby says so.
 */
export function NavigationBar({ platform }: NavigationBarProps) {
  const { t } = useLingui();
  const links = useNavigationLinks();
  const lobby = useLobby()?.lobby;
  const loadState = useBusValue('lobby:loadStateChanged');
  const loading = loadState !== 'loaded' && loadState !== 'maintenance';
  const shown = lobby?.showNavigation ?? false;
  const { pathname } = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState<Overflow>({ start: false, end: false });
  const visible = shown && links.length > 0;

  const measure = useCallback(() => {
    if (listRef.current) setOverflow(readOverflow(listRef.current));
  }, []);

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const current = list.querySelector<HTMLElement>('[aria-current="page"]');
    if (current) revealInRow(list, current);
    measure();
    // jsdom has none; the first measure is all a test needs.
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [visible, pathname, links, measure]);

  useEffect(() => {
    listRef.current?.addEventListener('scroll', measure, { passive: true });
    const list = listRef.current;
    return () => list?.removeEventListener('scroll', measure);
  }, [visible, measure]);

  if (lobby === undefined && loading) {
    // The bar's room is kept while the lobby loads, so its arrival does not push the page down.
    return (
      <div
        aria-hidden="true"
        data-testid="lobby-navigation-placeholder"
        css={bar(platform)}
      >
        <div
          css={(theme: Theme) => ({
            ...pageFrame(theme, platform),
            display: 'flex',
            gap: tokens.space.sm,
            overflow: 'hidden',
          })}
        >
          {PLACEHOLDER_PILLS.map((width) => (
            <Skeleton key={width} width={width} height={40} radius="pill" />
          ))}
        </div>
      </div>
    );
  }
  if (!visible) return null;
  return (
    <nav
      aria-label={t({ id: 'host.navigation.label', message: `Lobby sections` })}
      data-testid="lobby-navigation"
      css={bar(platform)}
    >
      <ul
        ref={listRef}
        data-overflow-start={overflow.start}
        data-overflow-end={overflow.end}
        onFocus={(event) => {
          if (listRef.current && event.target instanceof HTMLElement) revealInRow(listRef.current, event.target);
        }}
        css={(theme: Theme) => ({
          ...pageFrame(theme, platform),
          position: 'relative',
          display: 'flex',
          alignItems: 'center',
          gap: tokens.space.sm,
          listStyle: 'none',
          margin: '0 auto',
          // Room for the focus ring, which overflow would otherwise clip.
          paddingBlock: tokens.space.xs,
          overflowX: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          maskImage: fadeMask(overflow),
          WebkitMaskImage: fadeMask(overflow),
        })}
      >
        {links.map(({ link, action }) => (
          <li key={link.id} css={{ flex: 'none' }}>
            <LinkActionItem title={link.pageTitle} action={action} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
