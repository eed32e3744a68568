import { linkAction } from '@lobby/domain';
import type { Link, LinkAction } from '@lobby/domain';
import { useMemo } from 'react';
import { useLobby } from '../lobby/useLobby';

export interface NavigationLink {
  readonly link: Link;
  readonly action: LinkAction;
}

/**
 * The lobby's links with what each does, for the host's bar and the catalogue's
 * navigation block. The store has already dropped links outside their date window; a
 * link with nothing usable to act on (a page this player cannot see, for one) is left out
 * here rather than shown dead.
 */
export function useNavigationLinks(): readonly NavigationLink[] {
  const lobby = useLobby()?.lobby;
  return useMemo(() => {
    const pageSlugs = (lobby?.pages ?? []).map((page) => page.slug);
    return (lobby?.links ?? []).flatMap((link) => {
      const action = linkAction(link, pageSlugs);
      return action === null ? [] : [{ link, action }];
    });
  }, [lobby]);
}
