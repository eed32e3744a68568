import { createCollator } from '@lobby/domain';
import type { Game, Supplier } from '@lobby/domain';
import type { ProviderOption } from '../ProviderSelect';

/**
 * The suppliers that have games in this list, by name: offering one with no games here
 * would only lead to an empty page. A supplier the lobby does not describe keeps its code.
 */
export function providerOptions(
  games: readonly Game[],
  suppliers: readonly Supplier[],
  locale?: string,
): ProviderOption[] {
  const codes = new Map<string, string>();
  for (const game of games) {
    const wanted = game.supplier.toLowerCase();
    if (wanted !== '' && !codes.has(wanted)) codes.set(wanted, game.supplier);
  }
  const options = [...codes].map(([lower, code]) => ({
    code,
    name: suppliers.find((supplier) => supplier.code.toLowerCase() === lower)?.name ?? code,
  }));
  const collator = createCollator(locale);
  return options.sort((a, b) => collator.compare(a.name, b.name));
}
