import type { LobbyBus } from '@lobby/shared';
import { createContext } from 'react';

/**
 * The bus the host created, handed down through React (ui's `BusProvider`, `useBus`). null
 * means no provider above: the host tree is missing, or this bundle runs a second copy of
 * @lobby/contexts instead of the shared singleton, whose context object no provider fills.
 */
export const BusContext = createContext<LobbyBus | null>(null);
BusContext.displayName = 'LobbyBusContext';
