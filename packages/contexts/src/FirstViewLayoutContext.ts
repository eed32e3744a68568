import type { Platform } from '@lobby/shared';
import { createContext } from 'react';

/**
 * The layout of the page's first view the server is drawing ahead of the lobby's scripts
 * (host `renderFirstView`), or null in the live lobby. ui's `Image` reads it: in a first view
 * an image has a source only if that view fetches it (domain `firstViewFetches`).
 */
export const FirstViewLayoutContext = createContext<Platform | null>(null);
FirstViewLayoutContext.displayName = 'FirstViewLayoutContext';
