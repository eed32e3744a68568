import { protectionLinkUrl } from '@lobby/domain';
import { useBusValue } from '@lobby/ui';
import { useMemo } from 'react';

/** One of the operator's protection pages the policy names. */
export interface ProtectionLinkItem {
  readonly kind: 'limits' | 'help';
  readonly url: string;
}

/**
 * The signed-in player's links to the operator's limits and help pages (the policy's limitsUrl
 * and helpUrl, issue #34), as web addresses resolved against the lobby's (protectionLinkUrl);
 * none for a guest or a policy without them.
 */
export function useProtectionLinks(): readonly ProtectionLinkItem[] {
  const policy = useBusValue('protection:changed')?.policy ?? null;
  const limitsUrl = policy?.limitsUrl ?? null;
  const helpUrl = policy?.helpUrl ?? null;
  return useMemo(() => {
    // Only ever known in the browser: the server's first view draws a guest.
    if (typeof window === 'undefined') return [];
    const base = window.location.href;
    const links: ProtectionLinkItem[] = [];
    const limits = protectionLinkUrl(limitsUrl, base);
    if (limits !== null) links.push({ kind: 'limits', url: limits });
    const help = protectionLinkUrl(helpUrl, base);
    if (help !== null) links.push({ kind: 'help', url: help });
    return links;
  }, [limitsUrl, helpUrl]);
}
