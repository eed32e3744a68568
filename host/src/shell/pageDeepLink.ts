import { PAGE_DEEP_LINK_ADDRESS } from '@lobby/domain';
import type { LobbyBus } from '@lobby/shared';
import type { ShellBridge } from '@lobby/shell-bridge';
import { first } from '@lobby/rx';

/**
 * SPEC §2 incoming deep links: the link the page was opened at (`/link/{event}?data=…`, read by
 * domain `pageDeepLinkOf`) is handed to the bridge, which takes it as the shell message it names
 * with a posted message's checks. It waits for start-up to have published the settings, session
 * and balances (a message that changes them needs them), as if the host application had sent it
 * right after initialData. Returns what cancels a delivery still waiting.
 */
export function deliverPageDeepLink(bus: LobbyBus, bridge: Pick<ShellBridge, 'receiveDeepLink'>, link: string): () => void {
  let cancelled = false;
  const subscription = bus
    .on$('settings:changed')
    .pipe(first())
    // After the task that published the settings, which publishes session and balances next.
    .subscribe(() => queueMicrotask(() => !cancelled && bridge.receiveDeepLink(link, PAGE_DEEP_LINK_ADDRESS)));
  return () => {
    cancelled = true;
    subscription.unsubscribe();
  };
}
