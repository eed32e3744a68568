import { LOBBY_CONTAINER_ID } from '@lobby/shared';
import { startLobby } from './startLobby';

const container = document.getElementById(LOBBY_CONTAINER_ID);
if (!container) throw new Error(`The page has no #${LOBBY_CONTAINER_ID} container`);
startLobby(container);
