import type { Link } from '@lobby/domain';

/** What choosing a navigation link does (SPEC §2 link types). */
export type LinkAction =
  | { readonly kind: 'navigate'; readonly path: string }
  | { readonly kind: 'launch'; readonly gameCode: string; readonly aggregator: string }
  | { readonly kind: 'external'; readonly url: string }
  /** A link whose target is missing (a game link to an unknown game): not shown. */
  | { readonly kind: 'none' };

/** A path link must stay inside the lobby: an absolute or protocol-relative URL is no path. */
function isLobbyPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

export function linkAction(link: Link): LinkAction {
  switch (link.type) {
    case 'game':
      return link.game === null
        ? { kind: 'none' }
        : { kind: 'launch', gameCode: link.game.code, aggregator: link.game.aggregator };
    case 'external':
      return link.url ? { kind: 'external', url: link.url } : { kind: 'none' };
    case 'default':
      return { kind: 'navigate', path: `/${encodeURIComponent(link.slug)}` };
    case 'favorites':
      return { kind: 'navigate', path: `/favorites/${encodeURIComponent(link.id)}` };
    case 'bonus':
      return { kind: 'navigate', path: '/bonus' };
    case 'path':
      return link.url && isLobbyPath(link.url) ? { kind: 'navigate', path: link.url } : { kind: 'none' };
  }
}
