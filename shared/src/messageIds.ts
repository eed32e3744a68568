/**
 * The form of a message id (SPEC §7 translation service, issue #31): lower-camel words joined
 * by dots, area first (`search.placeholder`, `game.menu.leave`). The catalogues, the
 * translation service and its editors all name a text by it; the catalogue test and the
 * content service's editing call both hold ids to it.
 */
export const MESSAGE_ID_SOURCE = '^[a-z][A-Za-z]*(?:\\.[a-z][A-Za-z0-9]*)+$';
export const MESSAGE_ID_PATTERN = new RegExp(MESSAGE_ID_SOURCE);
export const MAX_MESSAGE_ID_LENGTH = 120;
