import { createCollator } from '@lobby/domain';
import type { Game, Supplier } from '@lobby/domain';
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

/** The lobby's suppliers (those with games on this platform), by name: a paged list's filter. */
export function supplierOptions(suppliers: readonly Supplier[], locale?: string): ProviderOption[] {
  const collator = createCollator(locale);
  return suppliers
    .map((supplier) => ({ code: supplier.code, name: supplier.name.trim() === '' ? supplier.code : supplier.name }))
    .sort((a, b) => collator.compare(a.name, b.name));
}
