import { createContext } from 'react';

/**
 * Settles when the server's first view has gone (connectFirstView), or null when the page has
 * none. What the first view does not show waits for it (AfterFirstView), so the live lobby that
 * takes over draws exactly what the view drew, and nothing more, in the frame it takes over.
 */
export const FirstViewGoneContext = createContext<Promise<void> | null>(null);
FirstViewGoneContext.displayName = 'FirstViewGoneContext';
