import { createContext } from 'react';

/**
 * Where the host mounted this remote; prefixes every catalogue path the catalogue builds.
 * The lobby itself is not here: every remote reads it from @lobby/connected's useLobby().
 */
export const BasePathContext = createContext<string | null>(null);
