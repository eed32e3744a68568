import type { LobbyBus } from '@lobby/shared';
import { createContext } from 'react';

/**
 * The bus the host created, handed down through React. Besides typing the access, this
 * context is the runtime proof that a remote shares the host's @lobby/ui: a remote that
 * bundled its own copy gets its own context object and sees no provider at all.
 */
export const BusContext = createContext<LobbyBus | null>(null);
BusContext.displayName = 'LobbyBusContext';
