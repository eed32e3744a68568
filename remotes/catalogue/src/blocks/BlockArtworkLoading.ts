import type { ArtworkLoading } from '@lobby/domain';
import { createContext, useContext } from 'react';

/**
 * Each block's artwork loading on the page being shown (domain blockArtworkLoading). A block
 * drawn outside a page (a listing) has none: it loads its first row eagerly, as it leads.
 */
export const BlockArtworkLoadingContext = createContext<ReadonlyMap<string, ArtworkLoading> | null>(null);

export function useBlockArtworkLoading(blockId: string): ArtworkLoading {
  const loading = useContext(BlockArtworkLoadingContext);
  if (loading === null) return 'eager';
  return loading.get(blockId) ?? 'lazy';
}
