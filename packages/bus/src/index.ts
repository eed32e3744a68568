export { createLobbyBus } from './createLobbyBus';
