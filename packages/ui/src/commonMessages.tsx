import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/**
 * Texts several apps show, owned here so each is written and translated once: they live in
 * @lobby/ui's catalogue, which the host and every remote load (`uiTexts`).
 */
export const COMMON_MESSAGES = {
  retry: msg({ id: 'common.retry', message: 'Retry' }),
  logIn: msg({ id: 'common.logIn', message: 'Log in' }),
  cashier: msg({ id: 'common.cashier', message: 'Cashier' }),
  showAll: msg({ id: 'common.showAll', message: 'Show all' }),
  backToLobby: msg({ id: 'common.backToLobby', message: 'Back to the lobby' }),
  sortBy: msg({ id: 'common.sortBy', message: 'Sort by' }),
  noFreeSpinGames: msg({ id: 'common.noFreeSpinGames', message: 'No games available for free spins. Please try again later.' }),
} as const satisfies Record<string, MessageDescriptor>;

export type CommonMessage = keyof typeof COMMON_MESSAGES;

/** One of the common texts in the active locale, where JSX wants an element. */
export function CommonText({ name }: { readonly name: CommonMessage }) {
  const { i18n } = useLingui();
  return <>{i18n._(COMMON_MESSAGES[name])}</>;
}
