import type { Volatility } from '@lobby/shared';
import { createCollator, sortGames, type SortOption } from '../sorting/sortGames';
import type { SearchHit } from './gameMatcher';
import type { SearchEntry } from './searchEntries';

/** The filters panel's choices. */
export interface SearchRefinement {
  /** Supplier codes; empty = all. */
  readonly providers: readonly string[];
  /**
   * Volatilities (any of; issue #34); empty or absent = all. While one is chosen, a game whose
   * volatility is unknown is left out: nothing says it fits.
   */
  readonly volatilities?: readonly Volatility[];
  /** null = relevance (the matcher's order). */
  readonly sort: SortOption | null;
}

export interface SearchProvider {
  readonly code: string;
  /** The supplier's display name, else its code. */
  readonly name: string;
  readonly count: number;
}

/**
 * The hits of the chosen providers and volatilities, in the matcher's order or sorted by
 * sortGames (`locale` for az/za collation; 'rtp' reads the entry's RTP). sortGames keeps ties in
 * input order, so equal games stay in relevance order.
 */
export function refineSearch(
  hits: readonly SearchHit[],
  refinement: SearchRefinement,
  locale?: string,
): readonly SearchEntry[] {
  const providers = new Set(refinement.providers);
  const volatilities = new Set<Volatility | null>(refinement.volatilities ?? []);
  const entries: SearchEntry[] = [];
  for (const { entry } of hits) {
    if (providers.size > 0 && !providers.has(entry.supplier)) continue;
    if (volatilities.size > 0 && !volatilities.has(entry.volatility)) continue;
    entries.push(entry);
  }
  return refinement.sort === null ? entries : sortGames(entries, refinement.sort, { locale });
}

/** Providers among the hits with how many each has, for the filters panel: most first, then by name. */
export function providersOfHits(hits: readonly SearchHit[], locale?: string): readonly SearchProvider[] {
  const byCode = new Map<string, { code: string; name: string; count: number }>();
  for (const { entry } of hits) {
    const provider = byCode.get(entry.supplier);
    if (provider === undefined) {
      byCode.set(entry.supplier, { code: entry.supplier, name: entry.supplierName || entry.supplier, count: 1 });
    } else {
      provider.count += 1;
    }
  }
  const collator = createCollator(locale);
  return [...byCode.values()].sort(
    (a, b) => b.count - a.count || collator.compare(a.name, b.name) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0),
  );
}
