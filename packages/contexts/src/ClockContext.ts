import { createContext } from 'react';
import type { LobbyClock } from './lobbyClock';

/**
 * The one clock the host created (connected's `createLobbyClock`), read by connected's
 * `useClock` and `useClockNow` in every remote: date windows and countdowns follow the lobby's
 * time, an editor's time travel included. null means no provider above.
 */
export const ClockContext = createContext<LobbyClock | null>(null);
ClockContext.displayName = 'LobbyClockContext';
