export { createLobbyBus } from './createLobbyBus';
export type { OwnedLobbyBus } from './createLobbyBus';
