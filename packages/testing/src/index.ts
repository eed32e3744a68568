export { rawBanner, rawBlock, rawBonus, rawGame, rawLink, rawLobby, rawPokerBanner } from './rawWire';
