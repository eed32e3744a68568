import { startLobby } from './startLobby';

const container = document.getElementById('casino-lobby');
if (!container) throw new Error('The page has no #casino-lobby container');
startLobby(container);
