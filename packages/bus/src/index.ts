export { createLobbyBus } from './createLobbyBus';
export type { BusInspection, OwnedLobbyBus } from './createLobbyBus';
