import { createCollator } from '@lobby/domain';
import type { Game } from '@lobby/domain';
import type { ProviderOption } from '../ProviderSelect';

/**
 * The suppliers that have games in this list, by name: offering one with no games here
 * would only lead to an empty page. A supplier the lobby does not describe keeps its code.
 */
export function providerOptions(games: readonly Game[], locale?: string): ProviderOption[] {
  const options = new Map<string, ProviderOption>();
  for (const game of games) {
    const wanted = game.supplier.toLowerCase();
    if (wanted !== '' && !options.has(wanted))
      options.set(wanted, { code: game.supplier, name: game.supplierName ?? game.supplier });
  }
  const collator = createCollator(locale);
  return [...options.values()].sort((a, b) => collator.compare(a.name, b.name));
}
