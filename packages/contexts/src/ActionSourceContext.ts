import type { ActionSource } from '@lobby/shared';
import { createContext } from 'react';

/** Where a command made below comes from when no screen says (a tile outside any screen). */
export const UNKNOWN_ACTION_SOURCE: ActionSource = Object.freeze({ screen: 'lobby', block: null });

/**
 * The screen and block a player's command is made in (connected's `ActionSourceProvider`):
 * launches and favourite toggles carry it on the bus and into analytics.
 */
export const ActionSourceContext = createContext<ActionSource>(UNKNOWN_ACTION_SOURCE);
ActionSourceContext.displayName = 'LobbyActionSourceContext';
